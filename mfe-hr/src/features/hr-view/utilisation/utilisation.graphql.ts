import { graphql, type ResultOf } from '../../../graphql';

/** Logged against target per period: everyone's (the chart) and total, each team's, and one page of people. */
export const HrUtilisationQuery = graphql(`
  query HrUtilisation($filters: UtilisationFilters!, $pagination: PaginationInput) {
    utilisation(filters: $filters, pagination: $pagination) {
      periods
      peopleCount
      periodTotals {
        periodStart
        target
        logged
        rate
      }
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
        periods {
          periodStart
          target
          logged
          rate
        }
        total {
          periodStart
          target
          logged
          rate
        }
      }
      people {
        user {
          id
          fullName
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

export type HrUtilisation = ResultOf<typeof HrUtilisationQuery>['utilisation'];
export type PersonRow = HrUtilisation['people'][number];
export type TeamRow = HrUtilisation['teams'][number];
