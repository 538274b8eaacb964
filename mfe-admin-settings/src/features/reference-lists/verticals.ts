import { graphql } from '../../graphql';

export const VerticalsQuery = graphql(`
  query SettingsVerticals($filters: ReferenceFilters, $pagination: PaginationInput, $sort: SortInput) {
    verticals(filters: $filters, pagination: $pagination, sort: $sort) {
      nodes {
        id
        name
      }
      pagination {
        total
      }
    }
  }
`);

export const CreateVertical = graphql(`
  mutation SettingsCreateVertical($vertical: VerticalInput!) {
    createVertical(vertical: $vertical) {
      id
      name
    }
  }
`);

export const UpdateVertical = graphql(`
  mutation SettingsUpdateVertical($id: ID!, $vertical: VerticalInput!) {
    updateVertical(id: $id, vertical: $vertical) {
      id
      name
    }
  }
`);

export const DeleteVertical = graphql(`
  mutation SettingsDeleteVertical($id: ID!) {
    deleteVertical(id: $id)
  }
`);
