import { graphql, type ResultOf } from '../../graphql';

/** A job's task as the job page lists it and the task form edits it (ADR 0280). */
export const TaskFormsTaskFields = graphql(`
  fragment TaskFormsTaskFields on Task {
    id
    type
    name
    label
    active
    briefSource
    settings {
      attachmentsRequired
    }
    templateId
    costType
    fixedCost
    allocatedMinutes
    lifetimeMinutes
    deadlineTime
    deadline
    allocationMethod
    openQueue
    reviewer {
      id
      fullName
    }
    offers {
      id
      croudieId
      croudieName
      position
      status
      expiresAt
      timeoutMinutes
    }
    authoringActions
  }
`);
export type TaskFormsTask = ResultOf<typeof TaskFormsTaskFields>;
export type TaskOfferStatus = TaskFormsTask['offers'][number]['status'];
export type TaskLabel = TaskFormsTask['label'];

export const CreateTaskMutation = graphql(
  `
    mutation CreateTask($jobId: ID!, $input: TaskInput!) {
      createTask(jobId: $jobId, input: $input) {
        ...TaskFormsTaskFields
      }
    }
  `,
  [TaskFormsTaskFields],
);

export const UpdateTaskMutation = graphql(
  `
    mutation UpdateTask($id: ID!, $input: TaskInput!) {
      updateTask(id: $id, input: $input) {
        ...TaskFormsTaskFields
      }
    }
  `,
  [TaskFormsTaskFields],
);

/** The template picker: the client's active templates (ADR 0281). */
export const TaskFormTemplatesQuery = graphql(`
  query TaskFormTemplates($clientId: ID!) {
    taskTemplatesForTask(clientId: $clientId) {
      id
      name
      type
      title
      brief
      settings {
        attachmentsRequired
      }
      costType
      fixedCost
      allocatedMinutes
      lifetimeMinutes
      deadlineTime
      allocationMethod
      openQueue
    }
  }
`);
export type TaskFormTemplate = ResultOf<typeof TaskFormTemplatesQuery>['taskTemplatesForTask'][number];

/** The names of croudies a picker chose (the shared picker gives ids only). */
export const TaskFormCroudieNamesQuery = graphql(`
  query TaskFormCroudieNames($ids: [ID!]!) {
    croudies(filters: { ids: $ids }, pagination: { page: 1, limit: 100 }) {
      nodes {
        id
        fullName
      }
    }
  }
`);
