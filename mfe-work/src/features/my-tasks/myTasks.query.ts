import { graphql, type ResultOf, type VariablesOf } from '../../graphql';

/** The signed-in person's tasks, one server page at a time (docs/architecture.md § GraphQL conventions). */
export const MyTasksQuery = graphql(`
  query MyTasks($pagination: PaginationInput, $filters: MyTasksFilters, $sort: SortInput) {
    myTasks(pagination: $pagination, filters: $filters, sort: $sort) {
      nodes {
        id
        name
        state
        deadline
        overdue
        client {
          id
          name
        }
        owner {
          id
          fullName
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

/** Clients for the client filter, by name. */
export const ClientOptionsQuery = graphql(`
  query ClientOptions {
    clients(pagination: { page: 1, limit: 100 }) {
      nodes {
        id
        name
      }
    }
  }
`);

export type MyTasksResult = ResultOf<typeof MyTasksQuery>;
export type MyTasksVariables = VariablesOf<typeof MyTasksQuery>;
export type MyTaskRow = MyTasksResult['myTasks']['nodes'][number];
