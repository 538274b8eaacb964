import { graphql, type ResultOf } from '../../graphql';

export const MyWorkLogsQuery = graphql(`
  query MyWorkLogs($pagination: PaginationInput, $sort: SortInput) {
    myWorkLogs(pagination: $pagination, sort: $sort) {
      nodes {
        id
        taskId
        description
        clientName
        channelName
        completedAt
        total
        rate
        state
      }
      pagination {
        total
        page
        limit
      }
    }
  }
`);

export type WorkLogRow = ResultOf<typeof MyWorkLogsQuery>['myWorkLogs']['nodes'][number];
