import { graphql, type ResultOf } from '../../graphql';

// The staff profile (§2 User pages, §3 User (agency)): one query for the page; every change answers the same fields,
// so the cache shows the saved profile at once.

const StaffProfileFields = graphql(`
  fragment HrStaffProfileFields on User {
    id
    principalId
    fullName
    firstName
    lastName
    avatar
    emailAddress
    status
    roles
    teams {
      id
      name
    }
    timezone
    phoneNumber
    countryCode
    usState
    nativeLanguage {
      code
      name
    }
    linkedinUrl
    sendCodesByEmail
    office
    referralSource
    dateOnboarded
    qualifications {
      id
      name
      campusImported
      grantedAt
    }
    dashboards
    availableActions
    mayImpersonate
  }
`);

export const StaffProfileQuery = graphql(
  `
    query HrStaffProfile($id: ID!) {
      user(id: $id) {
        ...HrStaffProfileFields
      }
    }
  `,
  [StaffProfileFields],
);

export const UpdateUserDetailsMutation = graphql(
  `
    mutation HrUpdateUserDetails($userId: ID!, $input: UserDetailsInput!) {
      updateUserDetails(userId: $userId, input: $input) {
        ...HrStaffProfileFields
      }
    }
  `,
  [StaffProfileFields],
);

export const UpdateUserDashboardsMutation = graphql(`
  mutation HrUpdateUserDashboards($userId: ID!, $dashboards: [DashboardKey!]!) {
    updateUserDashboards(userId: $userId, dashboards: $dashboards) {
      id
      dashboards
    }
  }
`);

export const TransitionUserMutation = graphql(
  `
    mutation HrTransitionUser($userId: ID!, $action: HrUserAction!) {
      transitionUser(userId: $userId, action: $action) {
        ...HrStaffProfileFields
      }
    }
  `,
  [StaffProfileFields],
);

export const AddUserQualificationMutation = graphql(`
  mutation HrAddUserQualification($userId: ID!, $qualificationId: ID!) {
    addUserQualification(userId: $userId, qualificationId: $qualificationId) {
      id
      qualifications {
        id
        name
        campusImported
        grantedAt
      }
    }
  }
`);

export const RemoveUserQualificationMutation = graphql(`
  mutation HrRemoveUserQualification($userId: ID!, $qualificationId: ID!) {
    removeUserQualification(userId: $userId, qualificationId: $qualificationId) {
      id
      qualifications {
        id
        name
        campusImported
        grantedAt
      }
    }
  }
`);

/** The office the HR card shows: a user's office is kept by name (ADR 0272), the form picks it by id. */
export const OfficeByNameQuery = graphql(`
  query HrOfficeByName($name: String!) {
    offices(filters: { search: $name }, pagination: { limit: 25 }) {
      nodes {
        id
        name
      }
    }
  }
`);

export type StaffProfile = NonNullable<ResultOf<typeof StaffProfileQuery>['user']>;
export type HrUserAction = StaffProfile['availableActions'][number];
export type DashboardKey = StaffProfile['dashboards'][number];
export type ReferralSource = NonNullable<StaffProfile['referralSource']>;
export type StaffQualification = StaffProfile['qualifications'][number];
