import { graphql, type ResultOf } from '../../graphql';

/** Everything a checklist card shows; the checklist is keyed by the croudie's id, so mutation answers update it. */
export const ChecklistFields = graphql(`
  fragment ChecklistFields on OnboardingChecklist {
    id
    completedCount
    totalCount
    percent
    complete
    deadline
    daysLeft
    deadlinePassed
    deadlineExtended
    steps {
      step
      complete
      staffOnly
      completedAt
      fileName
    }
    expertise {
      area
      level
    }
    registration {
      phoneNumber
      hourlyRate
      bio
      linkedinUrl
      referralSource
      termsAccepted
    }
    billingAddress {
      billingName
      addressLine1
      city
      postcode
      countryCode
      usState
    }
  }
`);

export const MyOnboardingQuery = graphql(
  `
    query MyOnboarding {
      myOnboarding {
        ...ChecklistFields
      }
    }
  `,
  [ChecklistFields],
);

export const SubmitDocumentMutation = graphql(
  `
    mutation SubmitOnboardingDocument($document: OnboardingDocument!, $fileId: ID!) {
      submitOnboardingDocument(document: $document, fileId: $fileId) {
        ...ChecklistFields
      }
    }
  `,
  [ChecklistFields],
);

export const SaveExpertiseMutation = graphql(
  `
    mutation SaveAreasOfExpertise($areas: [ExpertiseInput!]!) {
      saveAreasOfExpertise(areas: $areas) {
        ...ChecklistFields
      }
    }
  `,
  [ChecklistFields],
);

export const SaveBillingAddressMutation = graphql(
  `
    mutation SaveOnboardingBillingAddress($input: BillingAddressInput!) {
      saveOnboardingBillingAddress(input: $input) {
        ...ChecklistFields
      }
    }
  `,
  [ChecklistFields],
);

export const GoLiveMutation = graphql(`
  mutation GoLive {
    goLive {
      id
      status
    }
  }
`);

/** Staff (croudie_verifier or network_admin): pending croudies with their checklists. */
export const PendingCroudiesQuery = graphql(
  `
    query PendingCroudieOnboarding($pagination: PaginationInput) {
      pendingCroudieOnboarding(pagination: $pagination) {
        nodes {
          croudie {
            id
            fullName
            emailAddress
          }
          ...ChecklistFields
        }
        pagination {
          total
          page
          limit
        }
      }
    }
  `,
  [ChecklistFields],
);

export const CompleteStepMutation = graphql(
  `
    mutation CompleteOnboardingStep($croudieId: ID!, $step: OnboardingStep!) {
      completeOnboardingStep(croudieId: $croudieId, step: $step) {
        ...ChecklistFields
      }
    }
  `,
  [ChecklistFields],
);

export const ExtendDeadlineMutation = graphql(
  `
    mutation ExtendOnboardingDeadline($croudieId: ID!) {
      extendOnboardingDeadline(croudieId: $croudieId) {
        ...ChecklistFields
      }
    }
  `,
  [ChecklistFields],
);

export type ChecklistData = ResultOf<typeof ChecklistFields>;
export type StepData = ChecklistData['steps'][number];
