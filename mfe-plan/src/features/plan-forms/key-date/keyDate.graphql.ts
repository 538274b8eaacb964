import { graphql } from '../../../graphql';

/** A project's key dates (there is no query for one key date: the form finds its own among them). */
export const PlanFormsKeyDatesQuery = graphql(`
  query PlanFormsKeyDates($projectId: ID!) {
    planProject(id: $projectId) {
      id
      name
      keyDates {
        id
        description
        date
      }
    }
  }
`);

export const CreatePlanKeyDateMutation = graphql(`
  mutation CreatePlanKeyDate($projectId: ID!, $input: PlanKeyDateInput!) {
    createPlanKeyDate(projectId: $projectId, input: $input) {
      id
      projectId
      description
      date
    }
  }
`);

export const UpdatePlanKeyDateMutation = graphql(`
  mutation UpdatePlanKeyDate($id: ID!, $input: PlanKeyDateInput!) {
    updatePlanKeyDate(id: $id, input: $input) {
      id
      projectId
      description
      date
    }
  }
`);

export const DeletePlanKeyDateMutation = graphql(`
  mutation DeletePlanKeyDate($id: ID!) {
    deletePlanKeyDate(id: $id)
  }
`);
