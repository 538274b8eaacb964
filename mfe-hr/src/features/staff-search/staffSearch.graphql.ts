import { graphql, type ResultOf } from '../../graphql';

/** The FTE search (§2 User pages): one server page of staff users, filtered, searched and sorted by the server. */
export const StaffSearchQuery = graphql(`
  query HrStaffSearch($filters: UserFilters, $pagination: PaginationInput, $sort: SortInput) {
    users(filters: $filters, pagination: $pagination, sort: $sort) {
      nodes {
        id
        fullName
        emailAddress
        office
        roles
        status
        teams {
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

export type StaffSearchRow = ResultOf<typeof StaffSearchQuery>['users']['nodes'][number];
