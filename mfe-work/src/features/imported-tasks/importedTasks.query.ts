import { graphql, type ResultOf } from '../../graphql';

export const ImportedTasksQuery = graphql(`
  query MyImportedTasks($filters: ImportedTasksFilters, $pagination: PaginationInput) {
    platformNow
    myImportedTasks(filters: $filters, pagination: $pagination) {
      nodes {
        id
        name
        sourceProject
        importedAt
        dueAt
        linked
        client {
          id
          name
        }
        channel {
          id
          name
        }
      }
      pagination {
        total
        page
        limit
      }
    }
  }
`);

export const CreateFromImportedMutation = graphql(`
  mutation CreateTaskFromImported($id: ID!) {
    createTaskFromImported(id: $id) {
      id
      name
      state
    }
  }
`);

export const DiscardImportedMutation = graphql(`
  mutation DiscardImportedTasks($ids: [ID!]!) {
    discardImportedTasks(ids: $ids)
  }
`);

export type ImportedTaskRow = ResultOf<typeof ImportedTasksQuery>['myImportedTasks']['nodes'][number];
