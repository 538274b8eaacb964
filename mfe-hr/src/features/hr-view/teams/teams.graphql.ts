import { graphql, type ResultOf } from '../../../graphql';

/** The teams with their office, leader and members (§6 "Team leaders and admins are shown for teams"). */
export const HrTeamsQuery = graphql(`
  query HrTeams($filters: ReferenceFilters, $pagination: PaginationInput, $sort: SortInput) {
    teams(filters: $filters, pagination: $pagination, sort: $sort) {
      nodes {
        id
        name
        office {
          id
          name
        }
        leader {
          id
          fullName
        }
        memberCount
        members(pagination: { page: 1, limit: 100 }) {
          nodes {
            id
            fullName
          }
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

export type HrTeamRow = ResultOf<typeof HrTeamsQuery>['teams']['nodes'][number];
