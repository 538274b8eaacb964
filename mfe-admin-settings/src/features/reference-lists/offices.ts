import { graphql } from '../../graphql';

export const OfficesQuery = graphql(`
  query SettingsOffices($filters: ReferenceFilters, $pagination: PaginationInput, $sort: SortInput) {
    offices(filters: $filters, pagination: $pagination, sort: $sort) {
      nodes {
        id
        name
        country
        timezone
      }
      pagination {
        total
      }
    }
  }
`);

export const CreateOffice = graphql(`
  mutation SettingsCreateOffice($office: OfficeInput!) {
    createOffice(office: $office) {
      id
    }
  }
`);

export const UpdateOffice = graphql(`
  mutation SettingsUpdateOffice($id: ID!, $office: OfficeInput!) {
    updateOffice(id: $id, office: $office) {
      id
      name
      country
      timezone
    }
  }
`);

export const DeleteOffice = graphql(`
  mutation SettingsDeleteOffice($id: ID!) {
    deleteOffice(id: $id)
  }
`);
