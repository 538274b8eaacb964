import { graphql, type ResultOf } from '../../graphql';

export const TaskCreditQuery = graphql(`
  query TaskCredit($clientId: ID!) {
    taskCredentialSummary(clientId: $clientId) {
      engineType
      available
      occupied
      unverified
      total
    }
  }
`);

export const BackupCodesQuery = graphql(`
  query BackupCodes($clientId: ID!) {
    backupCodes(clientId: $clientId) {
      id
      actorId
      resourceId
      emailAddress
      engineType
      code
      createdAt
    }
    taskCredentials(clientIds: [$clientId]) {
      id
      emailAddress
      engineType
    }
  }
`);

export const NewCodeSubscription = graphql(`
  subscription NewCode($clientId: ID!) {
    newCode(clientId: $clientId) {
      id
      actorId
      resourceId
      emailAddress
      engineType
      code
      createdAt
    }
  }
`);

export const GenerateBackupCodeMutation = graphql(`
  mutation GenerateBackupCode($taskCredentialId: ID!) {
    generateBackupCode(taskCredentialId: $taskCredentialId) {
      id
      code
    }
  }
`);

export type CredentialCounts = ResultOf<typeof TaskCreditQuery>['taskCredentialSummary'][number];
export type BackupCode = ResultOf<typeof BackupCodesQuery>['backupCodes'][number];
