import { graphql, type ResultOf } from '../../graphql';

export const AdminCredentialsQuery = graphql(`
  query AdminTaskCredentials($filters: AdminTaskCredentialFilters, $pagination: PaginationInput, $sort: SortInput) {
    platformNow
    adminTaskCredentials(filters: $filters, pagination: $pagination, sort: $sort) {
      nodes {
        id
        emailAddress
        clientId
        clientName
        engineType
        accessLevel
        status
        expiresOn
        expired
        jobId
        jobName
        requester {
          id
          fullName
        }
        currentSession {
          id
          holderName
          holderPrincipalId
          taskId
          taskName
          createdAt
          expiresAt
          releasedAt
          live
        }
      }
      pagination {
        total
      }
    }
  }
`);

export const CredentialSummaryQuery = graphql(`
  query AdminCredentialSummary($clientId: ID!) {
    taskCredentialSummary(clientId: $clientId) {
      engineType
      available
      occupied
      unverified
      total
    }
  }
`);

export const CredentialSessionsQuery = graphql(`
  query CredentialSessions($credentialId: ID!, $pagination: PaginationInput) {
    taskCredentialSessions(credentialId: $credentialId, pagination: $pagination) {
      nodes {
        id
        holderName
        holderPrincipalId
        taskId
        taskName
        createdAt
        expiresAt
        releasedAt
        live
      }
      pagination {
        total
      }
    }
  }
`);

export const CredentialJobOptionsQuery = graphql(`
  query CredentialJobOptions($clientId: ID!, $search: String) {
    credentialJobOptions(clientId: $clientId, search: $search) {
      id
      name
    }
  }
`);

export const AddCredentialsMutation = graphql(`
  mutation AddTaskCredentials($input: AddTaskCredentialsInput!) {
    addTaskCredentials(input: $input) {
      emailAddress
      outcome
      message
    }
  }
`);

export const UpdateCredentialMutation = graphql(`
  mutation UpdateTaskCredential($id: ID!, $input: UpdateTaskCredentialInput!) {
    updateTaskCredential(id: $id, input: $input) {
      id
      accessLevel
      status
      expiresOn
      expired
      jobId
      jobName
      requester {
        id
        fullName
      }
    }
  }
`);

export const RevokeCredentialMutation = graphql(`
  mutation RevokeTaskCredential($id: ID!) {
    revokeTaskCredential(id: $id) {
      id
      status
    }
  }
`);

export const DeleteCredentialMutation = graphql(`
  mutation DeleteTaskCredential($id: ID!) {
    deleteTaskCredential(id: $id)
  }
`);

export const RevokeSessionMutation = graphql(`
  mutation AdminRevokeSession($sessionId: ID!) {
    revokeProvision(sessionId: $sessionId)
  }
`);

export type AdminCredential = ResultOf<typeof AdminCredentialsQuery>['adminTaskCredentials']['nodes'][number];
export type CredentialSession = ResultOf<typeof CredentialSessionsQuery>['taskCredentialSessions']['nodes'][number];
export type AddResult = ResultOf<typeof AddCredentialsMutation>['addTaskCredentials'][number];
export type SummaryRow = ResultOf<typeof CredentialSummaryQuery>['taskCredentialSummary'][number];
