import { graphql, type ResultOf } from '../../graphql';

/** Each dashboard card is its own query, so each loads (and fails) on its own. */

/** The fields a job row shows, with the list's total: every job card asks for exactly these. */
export const JobListFields = graphql(`
  fragment JobListFields on JobConnection {
    nodes {
      id
      name
      statusLabel
      dueAt
      overdue
      client {
        id
        name
      }
    }
    pagination {
      total
      limit
    }
  }
`);
/** The fields a task row shows, with the list's total: every task card asks for exactly these. */
export const TaskListFields = graphql(`
  fragment TaskListFields on DashboardTaskConnection {
    nodes {
      id
      name
      stateLabel
      deadline
      overdue
      client {
        id
        name
      }
    }
    pagination {
      total
      limit
    }
  }
`);
export type JobListItem = ResultOf<typeof JobListFields>['nodes'][number];
export type TaskListItem = ResultOf<typeof TaskListFields>['nodes'][number];

export const FreelancerCurrentTasksQuery = graphql(
  `
    query FreelancerCurrentTasks {
      freelancerDashboard {
        id
        currentTasks {
          ...TaskListFields
        }
      }
    }
  `,
  [TaskListFields],
);
export const FreelancerCurrentJobsQuery = graphql(
  `
    query FreelancerCurrentJobs {
      freelancerDashboard {
        id
        currentJobs {
          ...JobListFields
        }
      }
    }
  `,
  [JobListFields],
);
export const FreelancerCompletedWorkQuery = graphql(`
  query FreelancerCompletedWork {
    freelancerDashboard {
      id
      completedWork {
        nodes {
          id
          name
          completedAt
          client {
            id
            name
          }
        }
        pagination {
          total
          limit
        }
      }
    }
  }
`);
export const FreelancerOpportunitiesQuery = graphql(`
  query FreelancerOpportunities {
    freelancerDashboard {
      id
      opportunities {
        nodes {
          id
          name
          deadline
          client {
            id
            name
          }
        }
        pagination {
          total
          limit
        }
      }
    }
  }
`);
export const AcceptOfferMutation = graphql(`
  mutation DashboardAcceptOffer($taskId: ID!) {
    acceptTaskOffer(taskId: $taskId) {
      id
      state
    }
  }
`);

export const StaffDraftsQuery = graphql(
  `
    query StaffDrafts {
      workManagementDashboard {
        id
        drafts {
          ...JobListFields
        }
      }
    }
  `,
  [JobListFields],
);
export const StaffCurrentJobsQuery = graphql(
  `
    query StaffCurrentJobs {
      workManagementDashboard {
        id
        currentJobs {
          ...JobListFields
        }
      }
    }
  `,
  [JobListFields],
);
export const StaffUnassignedJobsQuery = graphql(
  `
    query StaffUnassignedJobs {
      workManagementDashboard {
        id
        unassignedJobs {
          ...JobListFields
        }
      }
    }
  `,
  [JobListFields],
);
export const StaffOverdueJobsQuery = graphql(
  `
    query StaffOverdueJobs {
      workManagementDashboard {
        id
        overdueJobs {
          ...JobListFields
        }
      }
    }
  `,
  [JobListFields],
);
export const StaffCurrentTasksQuery = graphql(
  `
    query StaffCurrentTasks {
      workManagementDashboard {
        id
        currentTasks {
          ...TaskListFields
        }
      }
    }
  `,
  [TaskListFields],
);
export const StaffOverdueTasksQuery = graphql(
  `
    query StaffOverdueTasks {
      workManagementDashboard {
        id
        overdueTasks {
          ...TaskListFields
        }
      }
    }
  `,
  [TaskListFields],
);
export const StaffRecentMessagesQuery = graphql(`
  query StaffRecentMessages {
    workManagementDashboard {
      id
      recentMessages {
        nodes {
          id
          authorName
          body
          createdAt
          task {
            id
            name
          }
        }
        pagination {
          total
          limit
        }
      }
    }
  }
`);
export const StaffWorkloadQuery = graphql(`
  query StaffWorkload($weeks: Int) {
    workManagementDashboard {
      id
      upcomingWorkload(weeks: $weeks) {
        date
        minutes
      }
    }
  }
`);

export type WorkloadDays = ResultOf<typeof StaffWorkloadQuery>['workManagementDashboard']['upcomingWorkload'];
