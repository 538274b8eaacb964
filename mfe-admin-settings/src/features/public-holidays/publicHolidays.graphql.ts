import { graphql } from '../../graphql';

export const PublicHolidaysQuery = graphql(`
  query SettingsPublicHolidays($filters: PublicHolidayFilters, $pagination: PaginationInput, $sort: SortInput) {
    publicHolidays(filters: $filters, pagination: $pagination, sort: $sort) {
      nodes {
        id
        name
        date
        allOffices
        offices {
          id
          name
        }
      }
      pagination {
        total
      }
    }
  }
`);

export const PublicHolidayYearsQuery = graphql(`
  query SettingsPublicHolidayYears {
    publicHolidayYears {
      current
      years
    }
  }
`);

export const CreatePublicHoliday = graphql(`
  mutation SettingsCreatePublicHoliday($holiday: PublicHolidayInput!) {
    createPublicHoliday(holiday: $holiday) {
      id
    }
  }
`);

export const UpdatePublicHoliday = graphql(`
  mutation SettingsUpdatePublicHoliday($id: ID!, $holiday: PublicHolidayInput!) {
    updatePublicHoliday(id: $id, holiday: $holiday) {
      id
    }
  }
`);

export const DeletePublicHoliday = graphql(`
  mutation SettingsDeletePublicHoliday($id: ID!) {
    deletePublicHoliday(id: $id)
  }
`);
