import { graphql, type ResultOf } from '../../graphql';

/** Each dashboard card is its own query, so each loads (and fails) on its own. */

export const FreelancerCurrentTasksQuery = graphql(`
  query FreelancerCurrentTasks {
    freelancerDashboard { id currentTasks { nodes { id name stateLabel deadline overdue client { id name } } pagination { total limit } } }
  }
`);
export const FreelancerCurrentJobsQuery = graphql(`
  query FreelancerCurrentJobs {
    freelancerDashboard { id currentJobs { nodes { id name statusLabel dueAt overdue client { id name } } pagination { total limit } } }
  }
`);
export const FreelancerCompletedWorkQuery = graphql(`
  query FreelancerCompletedWork {
    freelancerDashboard { id completedWork { nodes { id name completedAt client { id name } } pagination { total limit } } }
  }
`);
export const FreelancerOpportunitiesQuery = graphql(`
  query FreelancerOpportunities {
    freelancerDashboard { id opportunities { nodes { id name deadline client { id name } } pagination { total limit } } }
  }
`);
export const AcceptOfferMutation = graphql(`
  mutation DashboardAcceptOffer($taskId: ID!) {
    acceptTaskOffer(taskId: $taskId) { id state }
  }
`);

export const StaffDraftsQuery = graphql(`
  query StaffDrafts { workManagementDashboard { id drafts { nodes { id name statusLabel dueAt overdue client { id name } } pagination { total limit } } } }
`);
export const StaffCurrentJobsQuery = graphql(`
  query StaffCurrentJobs { workManagementDashboard { id currentJobs { nodes { id name statusLabel dueAt overdue client { id name } } pagination { total limit } } } }
`);
export const StaffUnassignedJobsQuery = graphql(`
  query StaffUnassignedJobs { workManagementDashboard { id unassignedJobs { nodes { id name statusLabel dueAt overdue client { id name } } pagination { total limit } } } }
`);
export const StaffOverdueJobsQuery = graphql(`
  query StaffOverdueJobs { workManagementDashboard { id overdueJobs { nodes { id name statusLabel dueAt overdue client { id name } } pagination { total limit } } } }
`);
export const StaffCurrentTasksQuery = graphql(`
  query StaffCurrentTasks { workManagementDashboard { id currentTasks { nodes { id name stateLabel deadline overdue client { id name } } pagination { total limit } } } }
`);
export const StaffOverdueTasksQuery = graphql(`
  query StaffOverdueTasks { workManagementDashboard { id overdueTasks { nodes { id name stateLabel deadline overdue client { id name } } pagination { total limit } } } }
`);
export const StaffRecentMessagesQuery = graphql(`
  query StaffRecentMessages {
    workManagementDashboard { id recentMessages { nodes { id authorName body createdAt task { id name } } pagination { total limit } } }
  }
`);
export const StaffWorkloadQuery = graphql(`
  query StaffWorkload($weeks: Int) { workManagementDashboard { id upcomingWorkload(weeks: $weeks) { date minutes } } }
`);

export type WorkloadDays = ResultOf<typeof StaffWorkloadQuery>['workManagementDashboard']['upcomingWorkload'];
