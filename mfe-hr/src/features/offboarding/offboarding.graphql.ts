import { graphql, type ResultOf } from '../../graphql';

/** Croudies whose automatic offboarding is scheduled and not done yet, soonest first (network_admin). */
export const CroudiesToOffboardQuery = graphql(`
  query HrCroudiesToOffboard($pagination: PaginationInput, $search: String) {
    croudiesToOffboard(pagination: $pagination, search: $search) {
      nodes {
        id
        fullName
        emailAddress
        status
        offboardAt
      }
      pagination {
        total
        page
        limit
      }
    }
  }
`);

/** All or none: `done` false means nothing changed and each line says what would have happened. */
export const OffboardCroudiesMutation = graphql(`
  mutation HrOffboardCroudies($croudieIds: [ID!]!) {
    offboardCroudies(croudieIds: $croudieIds) {
      done
      lines {
        croudieId
        name
        outcome
        message
      }
    }
  }
`);

export type OffboardRow = ResultOf<typeof CroudiesToOffboardQuery>['croudiesToOffboard']['nodes'][number];
export type BulkOffboardResult = ResultOf<typeof OffboardCroudiesMutation>['offboardCroudies'];
