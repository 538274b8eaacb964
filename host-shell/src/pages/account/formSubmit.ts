import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { identityErrorMessage, type IdentityError } from '../../auth/interaction';

/** Maps an identity error onto react-final-form's submission errors: field messages plus one form-level message. */
export function submissionErrors(error: IdentityError, fallback: string): SubmissionErrors {
  return { ...(error.fieldErrors ?? {}), [FORM_ERROR]: identityErrorMessage(error, fallback) };
}
