import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import type { CombinedError } from 'urql';
import { knownFieldErrors } from './formErrors';
import { refusalOf } from '@work/shared-ui/refusal';

/**
 * What a refused save leaves on the form: the API's field errors (BAD_USER_INPUT) on the fields they name, else the
 * failure message as the form's own error. Everything typed stays.
 */
export function refusedSubmission(
  error: CombinedError | undefined,
  failed: string,
  fields: readonly string[],
  rename: Record<string, string> = {},
): SubmissionErrors {
  const known = knownFieldErrors(refusalOf(error).fieldErrors, fields, rename);
  return Object.keys(known).length ? known : { [FORM_ERROR]: failed };
}
