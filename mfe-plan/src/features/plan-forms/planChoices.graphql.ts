import { graphql, type ResultOf } from '../../graphql';

/** The plan's active projects and their phases in a range: the project and phase choices of the forms. */
export const PlanFormsChoicesQuery = graphql(`
  query PlanFormsChoices($filters: PlanFilters!, $pagination: PaginationInput) {
    plan(filters: $filters, pagination: $pagination) {
      projects {
        id
        name
        clientId
        status
        phases {
          id
          name
          status
          startsAt
          endsAt
        }
      }
    }
  }
`);
export type PlanChoiceProject = ResultOf<typeof PlanFormsChoicesQuery>['plan']['projects'][number];

/** One phase, for a form opened on it (its days for the extend-phase question, its project for the client). */
export const PlanFormsPhaseQuery = graphql(`
  query PlanFormsPhase($id: ID!) {
    planPhase(id: $id) {
      id
      name
      status
      startsAt
      endsAt
      projectId
    }
  }
`);

/** A project's name and client (a phase's client is its project's). */
export const PlanFormsProjectBriefQuery = graphql(`
  query PlanFormsProjectBrief($id: ID!) {
    planProject(id: $id) {
      id
      name
      clientId
    }
  }
`);

/** A client's channels and their states: a job needs an active one (§5). */
export const PlanFormsClientChannelsQuery = graphql(`
  query PlanFormsClientChannels($id: ID!) {
    client(id: $id) {
      id
      channels {
        id
        state
      }
    }
  }
`);

/** Extends a phase after the extend-phase question (the start only earlier, the end only later). */
export const ExtendPlanPhaseMutation = graphql(`
  mutation ExtendPlanPhase($id: ID!, $startsAt: String, $endsAt: String) {
    extendPlanPhase(id: $id, startsAt: $startsAt, endsAt: $endsAt) {
      id
      startsAt
      endsAt
    }
  }
`);
