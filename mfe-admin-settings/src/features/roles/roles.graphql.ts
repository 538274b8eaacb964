import { graphql } from '../../graphql';

/** staff-and-admin.md §7 fetchRolesEnums: the Role enum's values, by introspection (the API allows it for staff). */
export const FetchRolesEnums = graphql(`
  query FetchRolesEnums {
    __type(name: "Role") {
      enumValues {
        name
      }
    }
  }
`);

export const RolesQuery = graphql(`
  query SettingsRoles($filters: RoleSettingsFilters, $pagination: PaginationInput, $sort: SortInput) {
    roleSettings(filters: $filters, pagination: $pagination, sort: $sort) {
      nodes {
        role
        description
        active
        userCount
      }
      pagination {
        total
      }
    }
  }
`);

export const RoleQuery = graphql(`
  query SettingsRole($role: Role!) {
    roleSettingsOf(role: $role) {
      role
      description
      active
      permissions
      operations
      userCount
    }
    rolePermissions {
      key
      label
      description
    }
  }
`);

export const RoleUsersQuery = graphql(`
  query SettingsRoleUsers($role: Role!, $pagination: PaginationInput) {
    roleSettingsOf(role: $role) {
      role
      users(pagination: $pagination) {
        nodes {
          id
          fullName
          emailAddress
        }
        pagination {
          total
        }
      }
    }
  }
`);

export const OperationsQuery = graphql(`
  query SettingsGraphqlOperations {
    graphqlOperations {
      name
      kind
      description
    }
  }
`);

export const UpdateRoleSettings = graphql(`
  mutation SettingsUpdateRole($role: Role!, $settings: RoleSettingsInput!) {
    updateRoleSettings(role: $role, settings: $settings) {
      role
      description
      active
      permissions
    }
  }
`);

export const SetRoleOperations = graphql(`
  mutation SettingsSetRoleOperations($role: Role!, $operations: [String!]!) {
    setRoleOperations(role: $role, operations: $operations) {
      role
      operations
    }
  }
`);

export const AddRoleUser = graphql(`
  mutation SettingsAddRoleUser($role: Role!, $userId: ID!) {
    addRoleUser(role: $role, userId: $userId) {
      role
      userCount
    }
  }
`);

export const RemoveRoleUser = graphql(`
  mutation SettingsRemoveRoleUser($role: Role!, $userId: ID!) {
    removeRoleUser(role: $role, userId: $userId) {
      role
      userCount
    }
  }
`);
