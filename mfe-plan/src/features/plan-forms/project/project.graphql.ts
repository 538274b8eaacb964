import { graphql, type ResultOf } from '../../../graphql';

/** What the project form edits. */
export const PlanFormsProjectFields = graphql(`
  fragment PlanFormsProjectFields on PlanProject {
    id
    clientId
    channelIds
    owner {
      id
      fullName
    }
    name
    what
    why
    expectation
    channelTypeIds
    status
    quarter {
      year
      quarter
    }
  }
`);
export type PlanFormsProject = ResultOf<typeof PlanFormsProjectFields>;

export const PlanFormsProjectQuery = graphql(
  `
    query PlanFormsProject($id: ID!) {
      planProject(id: $id) {
        ...PlanFormsProjectFields
      }
    }
  `,
  [PlanFormsProjectFields],
);

export const CreatePlanProjectMutation = graphql(
  `
    mutation CreatePlanProject($input: PlanProjectInput!) {
      createPlanProject(input: $input) {
        ...PlanFormsProjectFields
      }
    }
  `,
  [PlanFormsProjectFields],
);

export const UpdatePlanProjectMutation = graphql(
  `
    mutation UpdatePlanProject($id: ID!, $input: PlanProjectChangesInput!) {
      updatePlanProject(id: $id, input: $input) {
        ...PlanFormsProjectFields
      }
    }
  `,
  [PlanFormsProjectFields],
);
