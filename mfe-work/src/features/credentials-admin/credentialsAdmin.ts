import * as v from 'valibot';
import type { CombinedError } from 'urql';
import {
  CREDENTIAL_REQUIRED,
  CredentialEmailsSchema,
  credentialExpiryError,
  ENGINE_TYPES,
  splitCredentialEmails,
  type EngineType,
} from '@work/shared-contracts/task-credentials';
import { hasText, t } from '../../text';
import { t as adminText, type TextKey } from './text';

/** Staff role of this screen (staff-and-admin.md §6 task_cred_admin); the API refuses everyone else too. */
export const CRED_ADMIN_ROLES = ['task_cred_admin'] as const;
export const STATUSES = ['AVAILABLE', 'OCCUPIED', 'UNVERIFIED'] as const;
export const ACCESS_LEVELS = ['STANDARD', 'ADMIN'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];
export { ENGINE_TYPES, type EngineType };

/** The platform's name (Google CM360, Google DV360 …); an engine type the catalogue does not know shows as it is. */
export function engineLabel(engine: string): string {
  const key = `work.engine.${engine}`;
  return hasText(key) ? t(key) : engine;
}

export const statusLabel = (status: string) => adminText(`work.credentialsAdmin.status.${status}` as TextKey);
export const accessLabel = (level: string) => adminText(`work.credentialsAdmin.access.${level}` as TextKey);

/** The platforms of the filter: with one client chosen, those its summary has credentials on (§5); else all. */
export function platformChoices(summary: readonly { engineType: string; total: number }[] | null): string[] {
  if (!summary) return [...ENGINE_TYPES];
  return summary.filter((row) => row.total > 0).map((row) => row.engineType);
}

// ---- The add dialog

export interface AddValues {
  clientId: string | null;
  /** As typed: one address per line (tags and commas work too). */
  emails: string;
  engineType: string | null;
  accessLevel: AccessLevel;
  /** ISO day or ''. */
  expiresOn: string;
  requesterId: string | null;
  jobId: string | null;
}

export const emptyAddValues = (requesterId: string | null): AddValues => ({
  clientId: null,
  emails: '',
  engineType: null,
  accessLevel: 'STANDARD',
  expiresOn: '',
  requesterId,
  jobId: null,
});

type Errors<V> = Partial<Record<keyof V, string>>;
const hasErrors = <V>(errors: Errors<V>) => (Object.keys(errors).length ? (errors as Record<string, string>) : undefined);

/** The add form's rules, the API's own (shared-contracts/task-credentials): "Not all of these are valid email addresses". */
export function validateAdd(values: AddValues, today: string): Record<string, string> | undefined {
  const errors: Errors<AddValues> = {};
  if (!values.clientId) errors.clientId = CREDENTIAL_REQUIRED;
  if (!values.engineType) errors.engineType = CREDENTIAL_REQUIRED;
  if (!values.requesterId) errors.requesterId = CREDENTIAL_REQUIRED;
  const emails = v.safeParse(CredentialEmailsSchema, splitCredentialEmails(values.emails ?? ''));
  if (!emails.success) errors.emails = emails.issues[0].message;
  const expiry = credentialExpiryError(values.expiresOn || null, today);
  if (expiry) errors.expiresOn = expiry;
  return hasErrors(errors);
}

export function addInput(values: AddValues) {
  return {
    clientId: values.clientId!,
    emailAddresses: splitCredentialEmails(values.emails),
    engineType: values.engineType as EngineType,
    accessLevel: values.accessLevel,
    expiresOn: values.expiresOn || null,
    requesterId: values.requesterId!,
    jobId: values.jobId || null,
  };
}

// ---- The edit dialog

export interface EditValues {
  accessLevel: AccessLevel;
  status: 'AVAILABLE' | 'UNVERIFIED';
  expiresOn: string;
  requesterId: string | null;
  jobId: string | null;
}

export function editValuesOf(credential: {
  accessLevel: string;
  status: string;
  expiresOn: string | null;
  requester: { id: string } | null;
  jobId: string | null;
}): EditValues {
  return {
    accessLevel: credential.accessLevel === 'ADMIN' ? 'ADMIN' : 'STANDARD',
    // an occupied credential is available underneath (occupied is its live session)
    status: credential.status === 'UNVERIFIED' ? 'UNVERIFIED' : 'AVAILABLE',
    expiresOn: credential.expiresOn ?? '',
    requesterId: credential.requester?.id ?? null,
    jobId: credential.jobId,
  };
}

/** An expiration already stored may stay (even once passed); a new one must not be in the past. */
export function validateEdit(values: EditValues, today: string, storedExpiry: string | null): Record<string, string> | undefined {
  const errors: Errors<EditValues> = {};
  if (!values.requesterId) errors.requesterId = CREDENTIAL_REQUIRED;
  const expiry = (values.expiresOn || null) === storedExpiry ? null : credentialExpiryError(values.expiresOn || null, today);
  if (expiry) errors.expiresOn = expiry;
  return hasErrors(errors);
}

export const editInput = (values: EditValues) => ({
  accessLevel: values.accessLevel,
  status: values.status,
  expiresOn: values.expiresOn || null,
  requesterId: values.requesterId!,
  jobId: values.jobId || null,
});

// ---- Server answers

/** The API's field names (`input.emailAddresses`) under the form's (`emails`). */
const FORM_FIELD: Record<string, string> = { emailAddresses: 'emails' };

/**
 * A refused input's field errors under the form's names, or the error's message as the form's error (a rule such as
 * "The status must not be 'Occupied' to delete"); null for anything else (the generic failure).
 */
export function serverProblem(error: CombinedError): { fields: Record<string, string> } | { message: string } | null {
  const first = error.graphQLErrors[0];
  const code = first?.extensions?.code;
  const fieldErrors = first?.extensions?.fieldErrors as Record<string, string> | undefined;
  if (code === 'BAD_USER_INPUT' && fieldErrors && Object.keys(fieldErrors).length) {
    return {
      fields: Object.fromEntries(
        Object.entries(fieldErrors).map(([path, message]) => {
          const name = path.split('.').slice(1).join('.') || path;
          return [FORM_FIELD[name] ?? name, message];
        }),
      ),
    };
  }
  if (code === 'CONFLICT' || code === 'BAD_USER_INPUT' || code === 'NOT_FOUND') return { message: first!.message };
  return null;
}
