import { graphql, type ResultOf, type VariablesOf } from '../../graphql';

/** One croudie the picker offers (or one already chosen), with their score and its reasons (ADR 0282). */
export const CroudiePickerCandidateFields = graphql(`
  fragment CroudiePickerCandidateFields on CroudiePickerCandidate {
    score
    isNew
    offered
    selected
    reasons {
      kind
      label
      matched
      points
      maxPoints
    }
    croudie {
      id
      firstName
      lastName
      countryCode
      hourlyRate
    }
  }
`);
export type PickerCandidate = ResultOf<typeof CroudiePickerCandidateFields>;

/** The scored, new and selected croudies for the task's client, the search and the filters, and the top five. */
export const CroudiePickerQuery = graphql(
  `
    query ScoredCroudies($input: CroudiePickerInput!) {
      croudiePicker(input: $input) {
        scored {
          nodes {
            ...CroudiePickerCandidateFields
          }
          pagination {
            page
            limit
            total
          }
        }
        new {
          nodes {
            ...CroudiePickerCandidateFields
          }
          pagination {
            page
            limit
            total
          }
        }
        selected {
          ...CroudiePickerCandidateFields
        }
        topFive
      }
    }
  `,
  [CroudiePickerCandidateFields],
);
export type CroudiePickerInput = VariablesOf<typeof CroudiePickerQuery>['input'];
export type CroudiePickerResult = ResultOf<typeof CroudiePickerQuery>['croudiePicker'];

/** The names of croudies in the top five that no loaded list shows (e.g. while on a later page). */
export const CroudiePickerNamesQuery = graphql(`
  query ScoredCroudieNames($ids: [ID!]!) {
    croudies(filters: { ids: $ids }, pagination: { page: 1, limit: 100 }) {
      nodes {
        id
        firstName
        lastName
      }
    }
  }
`);
