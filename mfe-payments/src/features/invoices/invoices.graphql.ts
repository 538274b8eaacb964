import { graphql, type ResultOf } from '../../graphql';

/** The fields a list row shows (the croudie's invoices, the latest few, finance's grid). */
export const InvoiceRowFields = graphql(`
  fragment PaymentsInvoiceRow on Invoice {
    id
    sequenceId
    reference
    createdAt
    status
    providerStatus
    providerStatusShown
    total
    croudieId
    croudieName
  }
`);

export const MyInvoicesQuery = graphql(
  `
    query PaymentsMyInvoices($filters: InvoiceFilters, $pagination: PaginationInput, $sort: SortInput) {
      myInvoices(filters: $filters, pagination: $pagination, sort: $sort) {
        nodes {
          ...PaymentsInvoiceRow
        }
        pagination {
          total
          page
          limit
        }
      }
    }
  `,
  [InvoiceRowFields],
);

export const FinanceInvoicesQuery = graphql(
  `
    query PaymentsFinanceInvoices($filters: InvoiceFilters, $pagination: PaginationInput, $sort: SortInput) {
      invoices(filters: $filters, pagination: $pagination, sort: $sort) {
        nodes {
          ...PaymentsInvoiceRow
        }
        pagination {
          total
          page
          limit
        }
      }
    }
  `,
  [InvoiceRowFields],
);

export type InvoiceRow = ResultOf<typeof InvoiceRowFields>;

const PartyFields = graphql(`
  fragment PaymentsInvoiceParty on InvoiceParty {
    billingName
    addressLine1
    addressLine2
    city
    postcode
    countryCode
    usState
  }
`);

const BankFields = graphql(`
  fragment PaymentsInvoiceBank on InvoiceBankDetails {
    accountName
    accountNumberLast4
    sortCode
    iban
  }
`);

export const InvoiceQuery = graphql(
  `
    query PaymentsInvoice($id: ID!) {
      invoice(id: $id) {
        ...PaymentsInvoiceRow
        notes
        taxPoint
        paidAt
        paidBy
        declinedReason
        invoiceUser {
          ...PaymentsInvoiceParty
        }
        bankDetails {
          ...PaymentsInvoiceBank
        }
        subTotal
        taxTotal
        vatNumber
        companyRegistrationNumber
        selfBilling
        reverseCharge
        lineCount
        lines {
          id
          workLogId
          description
          clientName
          channelName
          completedAt
          total
          expectedPaymentOn
        }
      }
    }
  `,
  [InvoiceRowFields, PartyFields, BankFields],
);

export type InvoiceDetail = ResultOf<typeof InvoiceQuery>['invoice'];
export type InvoiceParty = ResultOf<typeof PartyFields>;
export type InvoiceBank = ResultOf<typeof BankFields>;

export const InvoiceDraftQuery = graphql(
  `
    query PaymentsInvoiceDraft {
      myInvoiceDraft {
        lines {
          workLogId
          description
          clientName
          channelName
          completedAt
          total
          expectedPaymentOn
        }
        subTotal
        taxTotal
        total
        vatRatePercent
        reverseCharge
        selfBilling
        vatNumber
        companyRegistrationNumber
        invoiceUser {
          ...PaymentsInvoiceParty
        }
        bankDetails {
          ...PaymentsInvoiceBank
        }
        phoneNumber
        checks {
          windowOpen
          hasWork
          billingInfoComplete
          missingFields
          phoneValid
        }
      }
    }
  `,
  [PartyFields, BankFields],
);

export type InvoiceDraft = ResultOf<typeof InvoiceDraftQuery>['myInvoiceDraft'];

export const CreateInvoiceMutation = graphql(`
  mutation PaymentsCreateInvoice($input: CreateInvoiceInput!) {
    createInvoice(input: $input) {
      id
      sequenceId
      total
    }
  }
`);

export const DeclineInvoiceMutation = graphql(
  `
    mutation PaymentsDeclineInvoice($id: ID!, $reason: String!) {
      declineInvoice(id: $id, reason: $reason) {
        ...PaymentsInvoiceRow
        declinedReason
      }
    }
  `,
  [InvoiceRowFields],
);

export const MarkInvoicePaidMutation = graphql(
  `
    mutation PaymentsMarkInvoicePaid($id: ID!) {
      markInvoicePaid(id: $id) {
        ...PaymentsInvoiceRow
        paidAt
        paidBy
      }
    }
  `,
  [InvoiceRowFields],
);

export const SimulateProviderStatusMutation = graphql(
  `
    mutation PaymentsSimulateProviderStatus($invoiceId: ID!, $status: ProviderStatus!) {
      simulateProviderStatus(invoiceId: $invoiceId, status: $status) {
        ...PaymentsInvoiceRow
      }
    }
  `,
  [InvoiceRowFields],
);
