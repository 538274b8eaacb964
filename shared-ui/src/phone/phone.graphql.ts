import { graphql } from '../pickers/graphql';

// Typed by hand (shared-ui has no gql.tada of its own: ADR 0262); phoneDocuments.test.ts holds them to the API's SDL.

export const SendTextConfirmationMutation = graphql<{ sendTextConfirmation: boolean }, { id: string; phoneNumber: string }>(`
  mutation SendTextConfirmation($id: ID!, $phoneNumber: String!) {
    sendTextConfirmation(id: $id, phoneNumber: $phoneNumber)
  }
`);

export const VerifyPhoneNumberMutation = graphql<{ verifyPhoneNumber: boolean }, { id: string; code: string }>(`
  mutation VerifyPhoneNumber($id: ID!, $code: String!) {
    verifyPhoneNumber(id: $id, code: $code)
  }
`);
