import { graphql, type ResultOf } from '../../graphql';

const InvoiceSettingsFields = graphql(`
  fragment HrInvoiceSettings on InvoiceSettings {
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
    updatedAt
    needsUpdating
    missingFields
  }
`);

export const PaymentDetailsQuery = graphql(
  `
    query HrPaymentDetails($id: ID!) {
      croudie(id: $id) {
        id
        invoiceSettings {
          ...HrInvoiceSettings
        }
      }
    }
  `,
  [InvoiceSettingsFields],
);

export const UpdateInvoiceSettingsMutation = graphql(
  `
    mutation HrUpdateInvoiceSettings($input: InvoiceSettingsInput!) {
      updateMyInvoiceSettings(input: $input) {
        ...HrInvoiceSettings
      }
    }
  `,
  [InvoiceSettingsFields],
);

export type PaymentSettings = ResultOf<typeof InvoiceSettingsFields>;
