import { graphql, type ResultOf } from '../../graphql';
import { PlanFormsJobFields } from '../plan-forms/job/job.graphql';
import { TaskFormsTaskFields } from '../task-forms/task.graphql';

/** The job page: the job (what its drawer shows, with its lifecycle actions) and its tasks in the order they were made. */
export const JobPageQuery = graphql(
  `
    query JobPage($id: ID!) {
      job(id: $id) {
        ...PlanFormsJobFields
        tasks {
          ...TaskFormsTaskFields
        }
      }
    }
  `,
  [PlanFormsJobFields, TaskFormsTaskFields],
);
export type JobPageJob = NonNullable<ResultOf<typeof JobPageQuery>['job']>;

export const DeleteTaskMutation = graphql(
  `
    mutation DeleteTask($id: ID!) {
      deleteTask(id: $id) {
        ...TaskFormsTaskFields
      }
    }
  `,
  [TaskFormsTaskFields],
);

export const RemoveTaskUserMutation = graphql(
  `
    mutation RemoveTaskUser($taskId: ID!, $croudieId: ID!) {
      removeTaskUser(taskId: $taskId, croudieId: $croudieId) {
        ...TaskFormsTaskFields
      }
    }
  `,
  [TaskFormsTaskFields],
);

export const ReassignTaskUserMutation = graphql(
  `
    mutation ReassignTaskUser($taskId: ID!, $fromCroudieId: ID!, $toCroudieId: ID!) {
      reassignTaskUser(taskId: $taskId, fromCroudieId: $fromCroudieId, toCroudieId: $toCroudieId) {
        ...TaskFormsTaskFields
      }
    }
  `,
  [TaskFormsTaskFields],
);
