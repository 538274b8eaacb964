import { graphql, type ResultOf } from '../../graphql';

// The task backdate screen's documents (platform-api work.backdate.schema.ts; ADR 0260).

export const BackdatableTasksQuery = graphql(`
  query SettingsBackdatableTasks($filters: BackdatableTaskFilters, $pagination: PaginationInput) {
    backdatableTasks(filters: $filters, pagination: $pagination) {
      nodes {
        id
        name
        state
        stateLabel
        croudieName
        clientName
        createdAt
        completedAt
        completedOn
        workLogCompletedAt
        earliestOn
        latestOn
      }
      pagination {
        total
      }
    }
  }
`);

export const TaskToBackdateQuery = graphql(`
  query SettingsTaskToBackdate($taskId: ID!) {
    taskToBackdate(taskId: $taskId) {
      id
      name
      state
      stateLabel
      croudieName
      clientName
      createdAt
      completedAt
      completedOn
      workLogCompletedAt
      earliestOn
      latestOn
    }
  }
`);

export const BackdateTask = graphql(`
  mutation SettingsBackdateTask($taskId: ID!, $completedOn: String!) {
    backdateTask(taskId: $taskId, completedOn: $completedOn) {
      id
      name
      state
      stateLabel
      croudieName
      clientName
      createdAt
      completedAt
      completedOn
      workLogCompletedAt
      earliestOn
      latestOn
    }
  }
`);

export type BackdatableTask = ResultOf<typeof TaskToBackdateQuery>['taskToBackdate'];
