import { graphql, type ResultOf } from '../../../graphql';

/** What the internal task form edits and shows. */
export const PlanFormsInternalTaskFields = graphql(`
  fragment PlanFormsInternalTaskFields on InternalTask {
    id
    clientId
    channelId
    phaseId
    owner {
      id
      fullName
      timezone
    }
    summary
    brief
    lifetimeMinutes
    deadlineTime
    status
    startedAt
    dueAt
    completedAt
  }
`);
export type PlanFormsInternalTask = ResultOf<typeof PlanFormsInternalTaskFields>;

export const PlanFormsInternalTaskQuery = graphql(
  `
    query PlanFormsInternalTask($id: ID!) {
      internalTask(id: $id) {
        ...PlanFormsInternalTaskFields
      }
    }
  `,
  [PlanFormsInternalTaskFields],
);

export const CreateInternalTaskMutation = graphql(
  `
    mutation CreateInternalTask($input: InternalTaskInput!, $startOnSave: Boolean) {
      createInternalTask(input: $input, startOnSave: $startOnSave) {
        ...PlanFormsInternalTaskFields
      }
    }
  `,
  [PlanFormsInternalTaskFields],
);

export const UpdateInternalTaskMutation = graphql(
  `
    mutation UpdateInternalTask($id: ID!, $input: InternalTaskInput!) {
      updateInternalTask(id: $id, input: $input) {
        ...PlanFormsInternalTaskFields
      }
    }
  `,
  [PlanFormsInternalTaskFields],
);

export const StartInternalTaskMutation = graphql(
  `
    mutation StartInternalTask($id: ID!) {
      startInternalTask(id: $id) {
        ...PlanFormsInternalTaskFields
      }
    }
  `,
  [PlanFormsInternalTaskFields],
);

export const CompleteInternalTaskMutation = graphql(
  `
    mutation CompleteInternalTask($id: ID!) {
      completeInternalTask(id: $id) {
        ...PlanFormsInternalTaskFields
      }
    }
  `,
  [PlanFormsInternalTaskFields],
);
