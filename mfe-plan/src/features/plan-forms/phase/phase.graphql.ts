import { graphql, type ResultOf } from '../../../graphql';

/** What the phase form edits. */
export const PlanFormsPhaseFields = graphql(`
  fragment PlanFormsPhaseFields on PlanPhase {
    id
    projectId
    owner {
      id
      fullName
    }
    name
    what
    why
    expectation
    startsAt
    endsAt
    channelTypeIds
    status
  }
`);
export type PlanFormsPhase = ResultOf<typeof PlanFormsPhaseFields>;

export const PlanFormsPhaseDetailsQuery = graphql(
  `
    query PlanFormsPhaseDetails($id: ID!) {
      planPhase(id: $id) {
        ...PlanFormsPhaseFields
      }
    }
  `,
  [PlanFormsPhaseFields],
);

export const CreatePlanPhaseMutation = graphql(
  `
    mutation CreatePlanPhase($input: PlanPhaseInput!) {
      createPlanPhase(input: $input) {
        ...PlanFormsPhaseFields
      }
    }
  `,
  [PlanFormsPhaseFields],
);

export const UpdatePlanPhaseMutation = graphql(
  `
    mutation UpdatePlanPhase($id: ID!, $input: PlanPhaseChangesInput!) {
      updatePlanPhase(id: $id, input: $input) {
        ...PlanFormsPhaseFields
      }
    }
  `,
  [PlanFormsPhaseFields],
);
