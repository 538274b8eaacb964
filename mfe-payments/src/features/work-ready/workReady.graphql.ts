import { graphql, type ResultOf } from '../../graphql';

export const WorkReadyQuery = graphql(`
  query PaymentsWorkReady($pagination: PaginationInput, $sort: SortInput) {
    workReadyToInvoice(pagination: $pagination, sort: $sort) {
      nodes {
        id
        taskId
        description
        clientName
        channelName
        completedAt
        total
        state
      }
      pagination {
        total
        page
        limit
      }
      totals {
        count
        total
      }
      nextMonth {
        count
        total
      }
    }
  }
`);

export type WorkReadyRow = ResultOf<typeof WorkReadyQuery>['workReadyToInvoice']['nodes'][number];

/** Whether an invoice can be started now, and why not (the Create invoice button). */
export const InvoiceReadinessQuery = graphql(`
  query PaymentsInvoiceReadiness {
    myInvoiceDraft {
      checks {
        windowOpen
        hasWork
      }
    }
  }
`);
