import { graphql, type ResultOf } from '../../../graphql';

/** What the HR view shows of a leave event (the calendar, its form's answers and the dashboard's cards). */
export const LeaveEventFields = graphql(`
  fragment HrLeaveEventFields on LeaveEvent {
    id
    title
    startDate
    endDate
    allDay
    startTime
    endTime
    category
    user {
      id
      fullName
    }
  }
`);

/** Leave overlapping the calendar's days, for everyone the caller may see (or a team, or a person). */
export const HrLeaveEventsQuery = graphql(
  `
    query HrLeaveEvents($filters: LeaveFilters!) {
      leaveEvents(filters: $filters) {
        ...HrLeaveEventFields
      }
    }
  `,
  [LeaveEventFields],
);

export type HrLeaveEvent = ResultOf<typeof HrLeaveEventsQuery>['leaveEvents'][number];

export const HrCreateLeaveEventMutation = graphql(
  `
    mutation HrCreateLeaveEvent($input: LeaveEventInput!) {
      createLeaveEvent(input: $input) {
        ...HrLeaveEventFields
      }
    }
  `,
  [LeaveEventFields],
);

export const HrUpdateLeaveEventMutation = graphql(
  `
    mutation HrUpdateLeaveEvent($id: ID!, $input: LeaveEventInput!) {
      updateLeaveEvent(id: $id, input: $input) {
        ...HrLeaveEventFields
      }
    }
  `,
  [LeaveEventFields],
);

export const HrDeleteLeaveEventMutation = graphql(`
  mutation HrDeleteLeaveEvent($id: ID!) {
    deleteLeaveEvent(id: $id)
  }
`);
