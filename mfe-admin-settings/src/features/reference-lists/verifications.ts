import { graphql } from '../../graphql';

export const VerificationsQuery = graphql(`
  query SettingsVerifications($filters: ReferenceFilters, $pagination: PaginationInput, $sort: SortInput) {
    verifications(filters: $filters, pagination: $pagination, sort: $sort) {
      nodes {
        id
        name
        description
      }
      pagination {
        total
      }
    }
  }
`);

export const CreateVerification = graphql(`
  mutation SettingsCreateVerification($verification: VerificationInput!) {
    createVerification(verification: $verification) {
      id
    }
  }
`);

export const UpdateVerification = graphql(`
  mutation SettingsUpdateVerification($id: ID!, $verification: VerificationInput!) {
    updateVerification(id: $id, verification: $verification) {
      id
      name
      description
    }
  }
`);

export const DeleteVerification = graphql(`
  mutation SettingsDeleteVerification($id: ID!) {
    deleteVerification(id: $id)
  }
`);
