import { graphql, type ResultOf } from '../../graphql';

export const TaskCredentialsQuery = graphql(`
  query TaskCredentials($clientIds: [ID!]!) {
    taskCredentials(clientIds: $clientIds) {
      id
      emailAddress
      engineType
      status
      occupiedByMe
      session {
        id
        emailAddress
        password
        url
        expiresAt
      }
    }
  }
`);

export const ProvisionCredentialsMutation = graphql(`
  mutation ProvisionCredentials($input: ProvisionCredentialsInput!) {
    provisionCredentials(input: $input) {
      id
      emailAddress
      password
      url
      expiresAt
    }
  }
`);

export const RevokeProvisionMutation = graphql(`
  mutation RevokeProvision($sessionId: ID!) {
    revokeProvision(sessionId: $sessionId)
  }
`);

export type TaskCredential = ResultOf<typeof TaskCredentialsQuery>['taskCredentials'][number];
