import { graphql, type ResultOf, type VariablesOf } from '../../graphql';

const JobFields = graphql(`
  fragment PlanViewJob on PlanJob {
    id
    name
    status
    owner {
      id
      fullName
    }
    clientId
    clientName
    channelName
    phaseId
    startsAt
    dueAt
  }
`);

/** One page of the plan (§2 Plan): projects by quarter and priority, their phases, jobs, internal tasks and key dates. */
export const PlanViewQuery = graphql(
  `
    query PlanView($filters: PlanFilters!, $pagination: PaginationInput) {
      plan(filters: $filters, pagination: $pagination) {
        startDate
        endDate
        projects {
          id
          name
          clientId
          clientName
          status
          priority
          quarter {
            year
            quarter
          }
          owner {
            id
            fullName
          }
          phases {
            id
            projectId
            parentId
            name
            status
            priority
            startsAt
            endsAt
            owner {
              id
              fullName
            }
            jobs {
              ...PlanViewJob
            }
            internalTasks {
              id
              summary
              status
              clientId
              clientName
              channelName
              startedAt
              dueAt
              owner {
                id
                fullName
              }
            }
          }
          keyDates {
            id
            projectId
            description
            date
          }
        }
        unphasedJobs {
          ...PlanViewJob
        }
        pagination {
          total
          page
          limit
        }
      }
    }
  `,
  [JobFields],
);

export type PlanData = NonNullable<ResultOf<typeof PlanViewQuery>['plan']>;
export type PlanViewVariables = VariablesOf<typeof PlanViewQuery>;
export type PlanProjectData = PlanData['projects'][number];
export type PlanPhaseData = PlanProjectData['phases'][number];
export type PlanJobData = PlanData['unphasedJobs'][number];
export type PlanTaskData = PlanPhaseData['internalTasks'][number];

export const ReorderPlanProjectMutation = graphql(`
  mutation PlanViewReorderProject($id: ID!, $input: PlanReorderInput!) {
    reorderPlanProject(id: $id, input: $input) {
      id
      priority
      quarter {
        year
        quarter
      }
    }
  }
`);

export const ReorderPlanPhaseMutation = graphql(`
  mutation PlanViewReorderPhase($id: ID!, $input: PlanReorderInput!) {
    reorderPlanPhase(id: $id, input: $input) {
      id
      priority
      startsAt
      endsAt
    }
  }
`);

export const MoveJobsToPhaseMutation = graphql(`
  mutation PlanViewMoveJobs($jobIds: [ID!]!, $phaseId: ID!) {
    moveJobsToPhase(jobIds: $jobIds, phaseId: $phaseId)
  }
`);

export const CompletePlanProjectMutation = graphql(`
  mutation PlanViewCompleteProject($id: ID!) {
    completePlanProject(id: $id) {
      id
      status
    }
  }
`);

export const CompletePlanPhaseMutation = graphql(`
  mutation PlanViewCompletePhase($id: ID!) {
    completePlanPhase(id: $id) {
      id
      status
    }
  }
`);

export const DeletePlanProjectMutation = graphql(`
  mutation PlanViewDeleteProject($id: ID!) {
    deletePlanProject(id: $id)
  }
`);

export const DeletePlanPhaseMutation = graphql(`
  mutation PlanViewDeletePhase($id: ID!) {
    deletePlanPhase(id: $id)
  }
`);
