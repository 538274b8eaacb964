import { graphql, type ResultOf } from '../../../graphql';
import { LeaveEventFields } from '../leave/leave.graphql';

/** Leave overlapping a range: today's (on leave today) and the next 14 days' (upcoming leave). */
export const HrDashboardLeaveQuery = graphql(
  `
    query HrDashboardLeave($filters: LeaveFilters!) {
      leaveEvents(filters: $filters) {
        ...HrLeaveEventFields
      }
    }
  `,
  [LeaveEventFields],
);

export type DashboardLeave = ResultOf<typeof HrDashboardLeaveQuery>['leaveEvents'][number];

/** Staff users waiting to start (status pending): the first few by name and how many there are. */
export const HrPendingStaffQuery = graphql(`
  query HrPendingStaff($pagination: PaginationInput) {
    users(filters: { statuses: [pending] }, pagination: $pagination, sort: { field: "name", direction: ASC }) {
      nodes {
        id
        fullName
      }
      pagination {
        total
        page
        limit
      }
    }
  }
`);

/** This month's utilisation: everyone's rate and each team's (no people: one row is the least a page may hold). */
export const HrMonthUtilisationQuery = graphql(`
  query HrMonthUtilisation($filters: UtilisationFilters!) {
    utilisation(filters: $filters, pagination: { page: 1, limit: 1 }) {
      total {
        periodStart
        target
        logged
        rate
      }
      teams {
        team {
          id
          name
        }
        total {
          periodStart
          target
          logged
          rate
        }
      }
    }
  }
`);
