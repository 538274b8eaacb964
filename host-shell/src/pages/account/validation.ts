import * as v from 'valibot';
import { passwordRuleErrors } from '@work/shared-contracts';
import { t } from '../../text';

/** Field errors for react-final-form: a list of messages (password rule) or one message. */
export type FieldErrors = Partial<Record<string, string | string[]>>;

const EmailSchema = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.email());
const CodeSchema = v.pipe(v.string(), v.trim(), v.regex(/^\d{6}$/));

export function emailError(value: string | undefined): string | undefined {
  if (!value?.trim()) return t('shell.login.fieldRequired');
  return v.is(EmailSchema, value) ? undefined : t('shell.login.incorrectEmail');
}

/** Six digits, as the MFA step and the reset code ask (staff-and-admin.md §5). */
export function sixDigitError(value: string | undefined, message: string): string | undefined {
  if (!value?.trim()) return t('shell.login.fieldRequired');
  return v.is(CodeSchema, value) ? undefined : message;
}

export interface NewPasswordValues {
  password?: string;
  confirmation?: string;
}

/** A new password and its confirmation: every broken part of the rule, and the confirmation must match. */
export function validateNewPassword(values: NewPasswordValues): FieldErrors {
  const errors: FieldErrors = {};
  const password = values.password ?? '';
  if (!password) errors.password = t('shell.login.fieldRequired');
  else {
    const broken = passwordRuleErrors(password);
    if (broken.length) errors.password = broken;
  }
  if (!values.confirmation) errors.confirmation = t('shell.login.fieldRequired');
  else if (values.confirmation !== password) errors.confirmation = t('shell.password.mustMatch');
  return errors;
}
