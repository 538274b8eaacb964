import { graphql } from '../../graphql';

export const QualificationsQuery = graphql(`
  query SettingsQualifications($filters: ReferenceFilters, $pagination: PaginationInput, $sort: SortInput) {
    qualifications(filters: $filters, pagination: $pagination, sort: $sort) {
      nodes {
        id
        name
        description
        campusImported
      }
      pagination {
        total
      }
    }
  }
`);

export const CreateQualification = graphql(`
  mutation SettingsCreateQualification($qualification: QualificationInput!) {
    createQualification(qualification: $qualification) {
      id
    }
  }
`);

export const UpdateQualification = graphql(`
  mutation SettingsUpdateQualification($id: ID!, $qualification: QualificationInput!) {
    updateQualification(id: $id, qualification: $qualification) {
      id
      name
      description
    }
  }
`);

export const DeleteQualification = graphql(`
  mutation SettingsDeleteQualification($id: ID!) {
    deleteQualification(id: $id)
  }
`);
