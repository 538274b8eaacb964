import { graphql, type ResultOf } from '../../../graphql';

/** People × days (§2 availability matrix): each day's available minutes, leave, public holiday and target. */
export const HrAvailabilityMatrixQuery = graphql(`
  query HrAvailabilityMatrix($filters: AvailabilityMatrixFilters!, $pagination: PaginationInput) {
    availabilityMatrix(filters: $filters, pagination: $pagination) {
      startDate
      endDate
      totalCount
      rows {
        user {
          id
          fullName
          office
        }
        target
        leaveMinutes
        days {
          date
          available
          leaveMinutes
          target
          publicHoliday
          leave {
            id
            title
            category
            allDay
            startTime
            endTime
          }
        }
      }
    }
  }
`);

export type MatrixRow = ResultOf<typeof HrAvailabilityMatrixQuery>['availabilityMatrix']['rows'][number];

/** A person's availability template (the default when none is saved), with who changed it last. */
export const HrAvailabilityTemplateQuery = graphql(`
  query HrAvailabilityTemplate($userId: ID!) {
    availabilityTemplate(userId: $userId) {
      userId
      monday
      tuesday
      wednesday
      thursday
      friday
      saturday
      sunday
      isDefault
      updatedAt
      updatedBy {
        id
        fullName
      }
    }
  }
`);

export const HrUpdateAvailabilityTemplateMutation = graphql(`
  mutation HrUpdateAvailabilityTemplate($userId: ID!, $input: AvailabilityTemplateInput!) {
    updateAvailabilityTemplate(userId: $userId, input: $input) {
      userId
      monday
      tuesday
      wednesday
      thursday
      friday
      saturday
      sunday
      isDefault
      updatedAt
      updatedBy {
        id
        fullName
      }
    }
  }
`);
