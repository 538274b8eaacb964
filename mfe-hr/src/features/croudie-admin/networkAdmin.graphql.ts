import { graphql, type ResultOf } from '../../graphql';

/** Everything the Network Admin tab shows of a croudie. */
export const NetworkAdminQuery = graphql(`
  query HrCroudieNetworkAdmin($id: ID!) {
    croudie(id: $id) {
      id
      status
      roles
      signedUpAt
      lastSignedInAt
      onboardingDeadline
      verifications {
        id
        name
      }
      badges
      qualifications {
        id
        name
        campusImported
        grantedAt
      }
    }
  }
`);

/** Whether a pending croudie's deadline was extended already (it can be, once). */
export const OnboardingDeadlineQuery = graphql(`
  query HrCroudieOnboardingDeadline($croudieId: ID!) {
    croudieOnboarding(croudieId: $croudieId) {
      id
      deadline
      deadlineExtended
    }
  }
`);

export const UpdateCroudieRolesMutation = graphql(`
  mutation HrUpdateCroudieRoles($croudieId: ID!, $roles: [String!]!) {
    updateCroudieRoles(croudieId: $croudieId, roles: $roles) {
      id
      roles
    }
  }
`);

export const SetCroudieVerificationsMutation = graphql(`
  mutation HrSetCroudieVerifications($croudieId: ID!, $verificationIds: [ID!]!) {
    setCroudieVerifications(croudieId: $croudieId, verificationIds: $verificationIds) {
      id
      verifications {
        id
        name
      }
    }
  }
`);

export const SetCroudieBadgesMutation = graphql(`
  mutation HrSetCroudieBadges($croudieId: ID!, $badges: [String!]!) {
    setCroudieBadges(croudieId: $croudieId, badges: $badges) {
      id
      badges
    }
  }
`);

export const ExtendOnboardingDeadlineMutation = graphql(`
  mutation HrExtendOnboardingDeadline($croudieId: ID!) {
    extendOnboardingDeadline(croudieId: $croudieId) {
      id
      deadline
      deadlineExtended
    }
  }
`);

export const AddCroudieQualificationMutation = graphql(`
  mutation HrAddCroudieQualification($croudieId: ID!, $qualificationId: ID!) {
    addCroudieQualification(croudieId: $croudieId, qualificationId: $qualificationId) {
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

export const RemoveCroudieQualificationMutation = graphql(`
  mutation HrRemoveCroudieQualification($croudieId: ID!, $qualificationId: ID!) {
    removeCroudieQualification(croudieId: $croudieId, qualificationId: $qualificationId) {
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

export type NetworkAdminCroudie = NonNullable<ResultOf<typeof NetworkAdminQuery>['croudie']>;
export type CroudieQualification = NetworkAdminCroudie['qualifications'][number];
