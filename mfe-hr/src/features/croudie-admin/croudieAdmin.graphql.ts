import { graphql, type ResultOf } from '../../graphql';

/** The staff view's header: who the croudie is and what the caller may do to the account now. */
export const CroudieHeaderQuery = graphql(`
  query HrCroudieHeader($id: ID!) {
    croudie(id: $id) {
      id
      principalId
      fullName
      emailAddress
      status
      availableActions
    }
  }
`);

export const TransitionCroudieMutation = graphql(`
  mutation HrTransitionCroudie($croudieId: ID!, $action: CroudieAdminAction!) {
    transitionCroudie(croudieId: $croudieId, action: $action) {
      id
      status
      availableActions
    }
  }
`);

export type CroudieHeader = NonNullable<ResultOf<typeof CroudieHeaderQuery>['croudie']>;
export type CroudieAdminAction = CroudieHeader['availableActions'][number];
