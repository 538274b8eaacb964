import { graphql } from '../../graphql';
import { ChecklistFields } from '../pending-checklist/checklist.query';

/** The registration step; completes the checklist's profile step. */
export const CompleteRegistrationMutation = graphql(
  `
    mutation CompleteRegistration($input: RegistrationInput!) {
      completeRegistration(input: $input) {
        ...ChecklistFields
      }
    }
  `,
  [ChecklistFields],
);
