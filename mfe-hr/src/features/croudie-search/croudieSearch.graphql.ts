import { graphql, type ResultOf } from '../../graphql';

/** The staff search list (§2 Croudie search list): one server page, filtered, searched and sorted by the server. */
export const CroudieSearchQuery = graphql(`
  query HrCroudieSearch($filters: CroudieFilters, $pagination: PaginationInput, $sort: SortInput) {
    croudies(filters: $filters, pagination: $pagination, sort: $sort) {
      nodes {
        id
        principalId
        fullName
        emailAddress
        countryCode
        hourlyRate
        status
        nativeLanguage {
          code
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

export type CroudieSearchRow = ResultOf<typeof CroudieSearchQuery>['croudies']['nodes'][number];
