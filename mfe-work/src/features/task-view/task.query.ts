import { graphql, type ResultOf } from '../../graphql';

const TaskFields = graphql(`
  fragment TaskViewFields on Task {
    id
    name
    state
    brief
    recurring
    deadline
    overdue
    fixedCostPence
    allocatedMinutes
    work
    submittedAt
    availableActions
    client {
      id
      name
      accessGranted
    }
    channel {
      id
      name
    }
    owner {
      id
      fullName
    }
    messages {
      id
      authorName
      body
      createdAt
    }
    timeline {
      id
      action
      toState
      toStateLabel
      actorName
      feedback
      createdAt
    }
    ratings {
      id
      communication
      meetingDeadlines
      adaptingToFeedback
      qualityOfWork
      otherComments
    }
    workLog {
      id
      total
    }
    attachments {
      id
      kind
      name
      size
      downloadUrl
    }
  }
`);

export const TaskQuery = graphql(
  `
    query TaskView($id: ID!) {
      task(id: $id) {
        ...TaskViewFields
      }
    }
  `,
  [TaskFields],
);

export const AcceptMutation = graphql(
  `
    mutation AcceptTaskOffer($taskId: ID!) {
      acceptTaskOffer(taskId: $taskId) {
        ...TaskViewFields
      }
    }
  `,
  [TaskFields],
);
export const DeclineMutation = graphql(
  `
    mutation DeclineTaskOffer($taskId: ID!) {
      declineTaskOffer(taskId: $taskId) {
        ...TaskViewFields
      }
    }
  `,
  [TaskFields],
);
export const RelinquishMutation = graphql(
  `
    mutation RelinquishTask($taskId: ID!) {
      relinquishTask(taskId: $taskId) {
        ...TaskViewFields
      }
    }
  `,
  [TaskFields],
);
export const SaveMutation = graphql(
  `
    mutation SaveTaskWork($taskId: ID!, $work: String!, $fileIds: [ID!]) {
      saveTaskWork(taskId: $taskId, work: $work, fileIds: $fileIds) {
        ...TaskViewFields
      }
    }
  `,
  [TaskFields],
);
export const SubmitMutation = graphql(
  `
    mutation SubmitTaskWork($taskId: ID!, $work: String!, $fileIds: [ID!]) {
      submitTaskWork(taskId: $taskId, work: $work, fileIds: $fileIds) {
        ...TaskViewFields
      }
    }
  `,
  [TaskFields],
);
export const RequestRevisionsMutation = graphql(
  `
    mutation RequestTaskRevisions($taskId: ID!, $feedback: String!) {
      requestTaskRevisions(taskId: $taskId, feedback: $feedback) {
        ...TaskViewFields
      }
    }
  `,
  [TaskFields],
);
export const PassMutation = graphql(
  `
    mutation PassTaskWork($taskId: ID!, $feedback: String, $ratings: TaskRatingsInput) {
      passTaskWork(taskId: $taskId, feedback: $feedback, ratings: $ratings) {
        ...TaskViewFields
      }
    }
  `,
  [TaskFields],
);
export const SendToOwnerMutation = graphql(
  `
    mutation SendTaskToJobOwner($taskId: ID!) {
      sendTaskToJobOwner(taskId: $taskId) {
        ...TaskViewFields
      }
    }
  `,
  [TaskFields],
);
export const SubmitReviewMutation = graphql(
  `
    mutation SubmitTaskReview($taskId: ID!, $outcome: TaskReviewOutcome!, $feedback: String, $ratings: TaskRatingsInput) {
      submitTaskReview(taskId: $taskId, outcome: $outcome, feedback: $feedback, ratings: $ratings) {
        ...TaskViewFields
      }
    }
  `,
  [TaskFields],
);
export const PostMessageMutation = graphql(`
  mutation PostTaskMessage($taskId: ID!, $body: String!) {
    postTaskMessage(taskId: $taskId, body: $body) {
      id
    }
  }
`);

export type TaskViewData = ResultOf<typeof TaskFields>;
