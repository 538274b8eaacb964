import { graphql } from '../../graphql';

// The croudie's academy (issue 22, ADR 0288): the course lists, a course with where they stand, a module, and an
// attempt the server holds. Correct answers are never asked for: the API keeps them to staff.

export const CourseCardFields = graphql(`
  fragment CourseCardFields on AcademyCourse {
    id
    name
    description
    inDemand
    experienceLevel
    languageCode
    partOfOnboarding
    qualification {
      id
      name
    }
  }
`);

export const CoursesQuery = graphql(
  `
    query AcademyCourses($scope: AcademyCourseScope!, $search: String, $pagination: PaginationInput) {
      academyCourses(scope: $scope, search: $search, pagination: $pagination) {
        courses {
          ...CourseCardFields
        }
        pagination {
          total
          page
          limit
        }
      }
    }
  `,
  [CourseCardFields],
);

export const AttemptSummaryFields = graphql(`
  fragment AttemptSummaryFields on AssessmentAttempt {
    id
    status
    failReason
    score
    passScore
    startedAt
    deadline
    finishedAt
    feedback
    reviewedAt
  }
`);

export const UserCourseFields = graphql(
  `
    fragment UserCourseFields on UserCourse {
      id
      status
      enrolledAt
      completedAt
      assigned
      readModuleIds
      assessments {
        assessment {
          id
          name
          type
          timeLimitMinutes
          questionCount
          retakesAllowed
          retakeWaitDays
          passScore
        }
        standing
        retakeAvailableAt
        retakesTaken
        lastAttempt {
          ...AttemptSummaryFields
        }
      }
    }
  `,
  [AttemptSummaryFields],
);

export const CourseQuery = graphql(
  `
    query AcademyCourse($id: ID!) {
      academyCourse(id: $id) {
        ...CourseCardFields
        status
        modules {
          id
          kind
          title
        }
        assessments {
          id
          name
        }
      }
      myUserCourse(courseId: $id) {
        ...UserCourseFields
      }
    }
  `,
  [CourseCardFields, UserCourseFields],
);

export const UserCourseQuery = graphql(
  `
    query AcademyUserCourse($id: ID!) {
      userCourse(id: $id) {
        ...UserCourseFields
        course {
          id
          name
          modules {
            id
            kind
            title
            body
            videoUrl
          }
        }
      }
    }
  `,
  [UserCourseFields],
);

export const AttemptQuery = graphql(
  `
    query AcademyAttempt($id: ID!) {
      platformNow
      assessmentAttempt(id: $id) {
        ...AttemptSummaryFields
        userCourseId
        assessment {
          id
          name
          timeLimitMinutes
        }
        questions {
          id
          questionId
          text
          type
          options {
            id
            text
          }
          chosenAnswerIds
          essay
        }
      }
    }
  `,
  [AttemptSummaryFields],
);

export const EnrolMutation = graphql(`
  mutation AcademyEnrol($courseId: ID!) {
    enrolInAcademyCourse(courseId: $courseId) {
      id
      status
    }
  }
`);

export const WithdrawMutation = graphql(`
  mutation AcademyWithdraw($userCourseId: ID!) {
    withdrawFromAcademyCourse(userCourseId: $userCourseId) {
      id
      status
    }
  }
`);

export const ModuleReadMutation = graphql(`
  mutation AcademyModuleRead($userCourseId: ID!, $moduleId: ID!) {
    markAcademyModuleRead(userCourseId: $userCourseId, moduleId: $moduleId) {
      id
      status
      readModuleIds
    }
  }
`);

export const StartAttemptMutation = graphql(`
  mutation AcademyStartAttempt($userCourseId: ID!, $assessmentId: ID!) {
    startAssessmentAttempt(userCourseId: $userCourseId, assessmentId: $assessmentId) {
      id
      status
    }
  }
`);

export const AnswerMutation = graphql(`
  mutation AcademyAnswer($attemptId: ID!, $questionId: ID!, $answerIds: [ID!], $essay: String) {
    answerAssessmentQuestion(attemptId: $attemptId, questionId: $questionId, answerIds: $answerIds, essay: $essay)
  }
`);

export const SubmitMutation = graphql(
  `
    mutation AcademySubmit($attemptId: ID!) {
      submitAssessmentAttempt(attemptId: $attemptId) {
        ...AttemptSummaryFields
      }
    }
  `,
  [AttemptSummaryFields],
);

export const LeaveMutation = graphql(
  `
    mutation AcademyLeave($attemptId: ID!) {
      leaveAssessmentAttempt(attemptId: $attemptId) {
        ...AttemptSummaryFields
      }
    }
  `,
  [AttemptSummaryFields],
);

export const KeepMutation = graphql(`
  mutation AcademyKeepAttempt($attemptId: ID!) {
    keepAssessmentAttempt(attemptId: $attemptId) {
      id
      status
    }
  }
`);
