import { graphql, type ResultOf } from '../../graphql';

// The croudie profile's documents (contract 18 parts A–C), one query per tab so each tab loads what it shows.

const ProfileFields = graphql(`
  fragment HrCroudieProfileFields on Croudie {
    id
    firstName
    lastName
    emailAddress
    pendingEmail
    phoneNumber
    avatar
    city
    timezone
    countryCode
    usState
    hourlyRate
    bio
    portfolio
    linkedinUrl
    wechatId
    languages {
      code
      name
      level
    }
    experience {
      verticalId
      name
      level
    }
  }
`);

export const CroudieProfileQuery = graphql(
  `
    query HrCroudieProfile($id: ID!) {
      croudie(id: $id) {
        ...HrCroudieProfileFields
      }
    }
  `,
  [ProfileFields],
);

export const UpdateCroudieProfileMutation = graphql(
  `
    mutation HrUpdateCroudieProfile($croudieId: ID!, $input: CroudieProfileInput!) {
      updateCroudieProfile(croudieId: $croudieId, input: $input) {
        ...HrCroudieProfileFields
        usStateUpdateNeeded
      }
    }
  `,
  [ProfileFields],
);

export const RequestEmailChangeMutation = graphql(`
  mutation HrRequestEmailChange($croudieId: ID!, $email: String!) {
    requestEmailChange(croudieId: $croudieId, email: $email) {
      id
      emailAddress
      pendingEmail
    }
  }
`);

const IdDocumentFields = graphql(`
  fragment HrIdDocument on FileAttachment {
    id
    fileId
    fileName
    createdAt
    downloadUrl
  }
`);

export const CroudieInvoicingQuery = graphql(
  `
    query HrCroudieInvoicing($id: ID!) {
      croudie(id: $id) {
        id
        countryCode
        usState
        usStateUpdateNeeded
        idDocuments {
          ...HrIdDocument
        }
        invoiceSettings {
          billingName
          addressLine1
          addressLine2
          city
          postcode
          countryCode
          usState
          bankAccountName
          bankAccountLast4
          sortCode
          iban
          vatNumber
          companyRegistrationNumber
          needsUpdating
        }
      }
    }
  `,
  [IdDocumentFields],
);

export const AddIdDocumentMutation = graphql(
  `
    mutation HrAddIdDocument($croudieId: ID!, $fileId: ID!) {
      addIdDocument(croudieId: $croudieId, fileId: $fileId) {
        ...HrIdDocument
      }
    }
  `,
  [IdDocumentFields],
);

export const RemoveIdDocumentMutation = graphql(
  `
    mutation HrRemoveIdDocument($croudieId: ID!, $attachmentId: ID!) {
      removeIdDocument(croudieId: $croudieId, attachmentId: $attachmentId) {
        ...HrIdDocument
      }
    }
  `,
  [IdDocumentFields],
);

export const OutOfOfficeQuery = graphql(`
  query HrCroudieOutOfOffice($id: ID!) {
    croudie(id: $id) {
      id
      timezone
      outOfOffice {
        startDate
        endDate
      }
    }
  }
`);

export const SetOutOfOfficeMutation = graphql(`
  mutation HrSetOutOfOffice($croudieId: ID!, $startDate: String!, $endDate: String!) {
    setOutOfOffice(croudieId: $croudieId, startDate: $startDate, endDate: $endDate) {
      id
      outOfOffice {
        startDate
        endDate
      }
    }
  }
`);

export const ClearOutOfOfficeMutation = graphql(`
  mutation HrClearOutOfOffice($croudieId: ID!) {
    clearOutOfOffice(croudieId: $croudieId) {
      id
      outOfOffice {
        startDate
        endDate
      }
    }
  }
`);

export const TwoStepQuery = graphql(`
  query HrCroudieTwoStep($id: ID!) {
    croudie(id: $id) {
      id
      twoStep {
        enabled
        mandated
      }
    }
  }
`);

export const StartTwoStepEnrolmentMutation = graphql(`
  mutation HrStartTwoStepEnrolment {
    startTwoStepEnrolment {
      secret
      otpauthUrl
    }
  }
`);

export const ConfirmTwoStepEnrolmentMutation = graphql(`
  mutation HrConfirmTwoStepEnrolment($code: String!) {
    confirmTwoStepEnrolment(code: $code) {
      enabled
      mandated
    }
  }
`);

export const DisableTwoStepMutation = graphql(`
  mutation HrDisableTwoStep($code: String!) {
    disableTwoStep(code: $code) {
      enabled
      mandated
    }
  }
`);

export const QualificationsQuery = graphql(`
  query HrCroudieQualifications($id: ID!) {
    croudie(id: $id) {
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

export const TimelineQuery = graphql(`
  query HrCroudieTimeline($id: ID!, $pagination: PaginationInput) {
    croudie(id: $id) {
      id
      timeline(pagination: $pagination) {
        nodes {
          id
          at
          kind
          actorName
          detail {
            key
            value
          }
        }
        pagination {
          total
          page
          limit
        }
      }
    }
  }
`);

export const ClientAccessQuery = graphql(`
  query HrCroudieClientAccess($id: ID!) {
    croudie(id: $id) {
      id
      clientAccess {
        clientId
        clientName
        state
        requestedAt
      }
    }
  }
`);

export type CroudieProfile = ResultOf<typeof ProfileFields>;
export type IdDocument = ResultOf<typeof IdDocumentFields>;
