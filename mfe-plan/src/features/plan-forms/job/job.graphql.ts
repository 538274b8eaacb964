import { graphql, type ResultOf } from '../../../graphql';

/** What the job form edits and the job's details show, with what the caller may do with it now. */
export const PlanFormsJobFields = graphql(`
  fragment PlanFormsJobFields on Job {
    id
    name
    status
    client {
      id
      name
    }
    channel {
      id
      name
    }
    owner {
      id
      fullName
    }
    phase {
      id
      name
    }
    engineAccounts
    what
    why
    expectedImpact
    isPublic
    dueAt
    timezone
    startsAt
    scheduledFor
    startedAt
    completedAt
    timeAllocatedMinutes
    actualMinutes
    invoiced
    activeTasks {
      id
      name
      croudieName
      state
    }
    availableActions
  }
`);
export type PlanFormsJob = ResultOf<typeof PlanFormsJobFields>;
export type JobStatus = PlanFormsJob['status'];

export const PlanFormsJobQuery = graphql(
  `
    query PlanFormsJob($id: ID!) {
      job(id: $id) {
        ...PlanFormsJobFields
      }
    }
  `,
  [PlanFormsJobFields],
);

export const CreateJobMutation = graphql(
  `
    mutation CreateJob($input: JobInput!, $startOnSave: Boolean) {
      createJob(input: $input, startOnSave: $startOnSave) {
        ...PlanFormsJobFields
      }
    }
  `,
  [PlanFormsJobFields],
);

export const UpdateJobMutation = graphql(
  `
    mutation UpdateJob($id: ID!, $input: JobInput!) {
      updateJob(id: $id, input: $input) {
        ...PlanFormsJobFields
      }
    }
  `,
  [PlanFormsJobFields],
);

export const PublishJobMutation = graphql(
  `
    mutation PublishJob($id: ID!) {
      publishJob(id: $id) {
        ...PlanFormsJobFields
      }
    }
  `,
  [PlanFormsJobFields],
);

export const StartJobMutation = graphql(
  `
    mutation StartJob($id: ID!) {
      startJob(id: $id) {
        ...PlanFormsJobFields
      }
    }
  `,
  [PlanFormsJobFields],
);

export const ScheduleJobMutation = graphql(
  `
    mutation ScheduleJob($id: ID!, $at: DateTime!) {
      scheduleJob(id: $id, at: $at) {
        ...PlanFormsJobFields
      }
    }
  `,
  [PlanFormsJobFields],
);

export const CopyJobMutation = graphql(
  `
    mutation CopyJob($id: ID!) {
      copyJob(id: $id) {
        ...PlanFormsJobFields
      }
    }
  `,
  [PlanFormsJobFields],
);

export const TakeJobOwnershipMutation = graphql(
  `
    mutation TakeJobOwnership($id: ID!) {
      takeJobOwnership(id: $id) {
        ...PlanFormsJobFields
      }
    }
  `,
  [PlanFormsJobFields],
);

export const DeleteJobMutation = graphql(`
  mutation DeleteJob($id: ID!, $payments: [JobTaskPaymentInput!]) {
    deleteJob(id: $id, payments: $payments)
  }
`);
