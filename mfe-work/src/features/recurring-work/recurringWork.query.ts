import { graphql, type ResultOf } from '../../graphql';

export const RecurringWorkQuery = graphql(`
  query RecurringWorkList($filters: RecurringWorkFilters, $pagination: PaginationInput) {
    recurringWork(filters: $filters, pagination: $pagination) {
      nodes {
        id
        name
        allocatedMinutes
        occurrence
        interval
        isPaused
        isExpired
        nextOccurrence
        canManage
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

export const PauseRecurringWork = graphql(`
  mutation PauseRecurringWork($ids: [ID!]!) {
    pauseRecurringWork(ids: $ids) {
      id
      isPaused
    }
  }
`);
export const ResumeRecurringWork = graphql(`
  mutation ResumeRecurringWork($ids: [ID!]!) {
    resumeRecurringWork(ids: $ids) {
      id
      isPaused
    }
  }
`);
export const ToggleRecurringWork = graphql(`
  mutation ToggleRecurringWork($ids: [ID!]!) {
    toggleRecurringWork(ids: $ids) {
      id
      isPaused
    }
  }
`);
export const TakeOwnershipOfRecurringWork = graphql(`
  mutation TakeOwnershipOfRecurringWork($ids: [ID!]!) {
    takeOwnershipOfRecurringWork(ids: $ids) {
      id
      canManage
      owner {
        id
        fullName
      }
    }
  }
`);
export const DeleteRecurringWork = graphql(`
  mutation DeleteRecurringWork($ids: [ID!]!) {
    deleteRecurringWork(ids: $ids)
  }
`);

export type RecurringWorkRow = ResultOf<typeof RecurringWorkQuery>['recurringWork']['nodes'][number];
