import { graphql, type ResultOf } from '../../graphql';

// The staff side of the academy (issue 22; ADR 0288): every document the authoring and review pages send. Names start
// with `AcademyAdmin` so the trusted-documents manifest (ADR 0245) tells them from the croudie side's.

/** One page of the course list (the API sorts by name; it has no other order). */
export const CoursesAdminQuery = graphql(`
  query AcademyAdminCourses($filters: AcademyCourseFilters, $pagination: PaginationInput) {
    academyCoursesAdmin(filters: $filters, pagination: $pagination) {
      courses {
        id
        name
        status
        type
        applicableStatus
        inDemand
        updatedAt
      }
      pagination {
        total
      }
    }
  }
`);
export type CourseRow = ResultOf<typeof CoursesAdminQuery>['academyCoursesAdmin']['courses'][number];

export const CourseFieldsFragment = graphql(`
  fragment AcademyAdminCourseFields on AcademyCourse {
    id
    name
    description
    channelIds
    templateIds
    languageCode
    experienceLevel
    private
    inDemand
    partOfOnboarding
    applicableStatus
    type
    qualification {
      id
      name
    }
    status
    updatedAt
  }
`);

export const AssessmentFieldsFragment = graphql(`
  fragment AcademyAdminAssessmentFields on AcademyAssessment {
    id
    name
    type
    status
    timeLimitMinutes
    questionCount
    retakesAllowed
    retakeWaitDays
    passScore
    randomOrder
    questions {
      id
      text
      type
      answers {
        id
        text
        correct
        alwaysLast
      }
    }
  }
`);

/** A course with everything the editor shows: its form, modules, and assessments with their questions. */
export const CourseQuery = graphql(
  `
    query AcademyAdminCourse($id: ID!) {
      academyCourse(id: $id) {
        ...AcademyAdminCourseFields
        modules {
          id
          kind
          title
          body
          videoUrl
        }
        assessments {
          ...AcademyAdminAssessmentFields
        }
      }
    }
  `,
  [CourseFieldsFragment, AssessmentFieldsFragment],
);
export type CourseDetails = ResultOf<typeof CourseQuery>['academyCourse'];
export type ModuleRow = CourseDetails['modules'][number];
export type AssessmentDetails = CourseDetails['assessments'][number];
export type QuestionRow = AssessmentDetails['questions'][number];

export const CreateCourse = graphql(`
  mutation AcademyAdminCreateCourse($input: AcademyCourseInput!) {
    createAcademyCourse(input: $input) {
      id
    }
  }
`);

export const UpdateCourse = graphql(
  `
    mutation AcademyAdminUpdateCourse($id: ID!, $input: AcademyCourseInput!) {
      updateAcademyCourse(id: $id, input: $input) {
        ...AcademyAdminCourseFields
      }
    }
  `,
  [CourseFieldsFragment],
);

export const PublishCourse = graphql(`
  mutation AcademyAdminPublishCourse($id: ID!) {
    publishAcademyCourse(id: $id) {
      id
      status
      updatedAt
    }
  }
`);

export const PauseCourse = graphql(`
  mutation AcademyAdminPauseCourse($id: ID!) {
    pauseAcademyCourse(id: $id) {
      id
      status
      updatedAt
    }
  }
`);

export const ResumeCourse = graphql(`
  mutation AcademyAdminResumeCourse($id: ID!) {
    resumeAcademyCourse(id: $id) {
      id
      status
      updatedAt
    }
  }
`);

export const ExpireCourse = graphql(`
  mutation AcademyAdminExpireCourse($id: ID!) {
    expireAcademyCourse(id: $id) {
      id
      status
      updatedAt
    }
  }
`);

export const DeleteCourse = graphql(`
  mutation AcademyAdminDeleteCourse($id: ID!) {
    deleteAcademyCourse(id: $id)
  }
`);

/** The croudies on a course, newest first. */
export const EnrolmentsQuery = graphql(`
  query AcademyAdminEnrolments($courseId: ID!, $pagination: PaginationInput) {
    academyCourseEnrolments(courseId: $courseId, pagination: $pagination) {
      userCourses {
        id
        status
        assigned
        enrolledAt
        completedAt
        croudie {
          id
          fullName
          emailAddress
        }
      }
      pagination {
        total
      }
    }
  }
`);
export type EnrolmentRow = ResultOf<typeof EnrolmentsQuery>['academyCourseEnrolments']['userCourses'][number];

export const AssignCourse = graphql(`
  mutation AcademyAdminAssignCourse($courseId: ID!, $croudieIds: [ID!]!) {
    assignAcademyCourse(courseId: $courseId, croudieIds: $croudieIds) {
      id
      status
    }
  }
`);

export const WithdrawCourseUser = graphql(`
  mutation AcademyAdminWithdrawUser($userCourseId: ID!) {
    withdrawAcademyCourseUser(userCourseId: $userCourseId) {
      id
      status
    }
  }
`);

export const AddModule = graphql(`
  mutation AcademyAdminAddModule($courseId: ID!, $input: AcademyModuleInput!) {
    addAcademyModule(courseId: $courseId, input: $input) {
      id
    }
  }
`);

export const UpdateModule = graphql(`
  mutation AcademyAdminUpdateModule($id: ID!, $input: AcademyModuleInput!) {
    updateAcademyModule(id: $id, input: $input) {
      id
      kind
      title
      body
      videoUrl
    }
  }
`);

export const DeleteModule = graphql(`
  mutation AcademyAdminDeleteModule($id: ID!) {
    deleteAcademyModule(id: $id)
  }
`);

export const ReorderModules = graphql(`
  mutation AcademyAdminReorderModules($courseId: ID!, $ids: [ID!]!) {
    reorderAcademyModules(courseId: $courseId, ids: $ids) {
      id
    }
  }
`);

export const AddAssessment = graphql(`
  mutation AcademyAdminAddAssessment($courseId: ID!, $input: AcademyAssessmentInput!) {
    addAcademyAssessment(courseId: $courseId, input: $input) {
      id
    }
  }
`);

export const UpdateAssessment = graphql(`
  mutation AcademyAdminUpdateAssessment($id: ID!, $input: AcademyAssessmentInput!) {
    updateAcademyAssessment(id: $id, input: $input) {
      id
      name
      type
      status
      timeLimitMinutes
      questionCount
      retakesAllowed
      retakeWaitDays
      passScore
      randomOrder
    }
  }
`);

export const PublishAssessment = graphql(`
  mutation AcademyAdminPublishAssessment($id: ID!) {
    publishAcademyAssessment(id: $id) {
      id
      status
    }
  }
`);

export const UnpublishAssessment = graphql(`
  mutation AcademyAdminUnpublishAssessment($id: ID!) {
    unpublishAcademyAssessment(id: $id) {
      id
      status
    }
  }
`);

export const DeleteAssessment = graphql(`
  mutation AcademyAdminDeleteAssessment($id: ID!) {
    deleteAcademyAssessment(id: $id)
  }
`);

export const ReorderAssessments = graphql(`
  mutation AcademyAdminReorderAssessments($courseId: ID!, $ids: [ID!]!) {
    reorderAcademyAssessments(courseId: $courseId, ids: $ids) {
      id
    }
  }
`);

export const AddQuestion = graphql(`
  mutation AcademyAdminAddQuestion($assessmentId: ID!, $input: AcademyQuestionInput!) {
    addAcademyQuestion(assessmentId: $assessmentId, input: $input) {
      id
    }
  }
`);

export const UpdateQuestion = graphql(`
  mutation AcademyAdminUpdateQuestion($id: ID!, $input: AcademyQuestionInput!) {
    updateAcademyQuestion(id: $id, input: $input) {
      id
      text
      type
      answers {
        id
        text
        correct
        alwaysLast
      }
    }
  }
`);

export const DeleteQuestion = graphql(`
  mutation AcademyAdminDeleteQuestion($id: ID!) {
    deleteAcademyQuestion(id: $id)
  }
`);

export const ReorderQuestions = graphql(`
  mutation AcademyAdminReorderQuestions($assessmentId: ID!, $ids: [ID!]!) {
    reorderAcademyQuestions(assessmentId: $assessmentId, ids: $ids) {
      id
    }
  }
`);

/**
 * Essay attempts waiting for a reviewer, oldest first. An attempt's question has an id of its own per attempt (the same
 * question holds other answers in another attempt); `questionId` names the authored question, with its correct answers.
 */
export const ReviewQueueQuery = graphql(`
  query AcademyAdminReviewQueue($pagination: PaginationInput) {
    academyReviewQueue(pagination: $pagination) {
      attempts {
        id
        status
        startedAt
        finishedAt
        score
        passScore
        croudie {
          id
          fullName
          emailAddress
        }
        course {
          id
          name
        }
        assessment {
          id
          name
          questions {
            id
            answers {
              id
              correct
            }
          }
        }
        questions {
          id
          questionId
          text
          type
          essay
          chosenAnswerIds
          options {
            optionId: id
            text
          }
        }
      }
      pagination {
        total
      }
    }
  }
`);
export type ReviewAttempt = ResultOf<typeof ReviewQueueQuery>['academyReviewQueue']['attempts'][number];

export const ReviewAttemptMutation = graphql(`
  mutation AcademyAdminReviewAttempt($id: ID!, $passed: Boolean!, $feedback: String) {
    reviewAssessmentAttempt(id: $id, passed: $passed, feedback: $feedback) {
      id
      status
      feedback
      reviewedAt
    }
  }
`);

/** Task templates by name or title for the course form's template choice (the API has no template picker of its own). */
export const TemplateOptionsQuery = graphql(`
  query AcademyAdminTemplateOptions($filters: TaskTemplateFilters, $pagination: PaginationInput) {
    taskTemplates(filters: $filters, pagination: $pagination) {
      taskTemplates {
        id
        name
        client {
          name
        }
      }
      pagination {
        total
      }
    }
  }
`);

/** A held template's name, when it is not on the first page of options. */
export const TemplateNameQuery = graphql(`
  query AcademyAdminTemplateName($id: ID!) {
    taskTemplate(id: $id) {
      id
      name
      client {
        name
      }
    }
  }
`);
