import { GraphQLError } from 'graphql';
import type * as v from 'valibot';

/** The error codes of docs/architecture.md, shared by GraphQL (`extensions.code`) and REST (`error.code`). */
export type ErrorCode =
  'UNAUTHENTICATED' | 'FORBIDDEN' | 'BAD_USER_INPUT' | 'NOT_FOUND' | 'CONFLICT' | 'RATE_LIMITED' | 'INTERNAL_SERVER_ERROR';

const HTTP_STATUS: Record<ErrorCode, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  BAD_USER_INPUT: 400,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  INTERNAL_SERVER_ERROR: 500,
};

export type FieldErrors = Record<string, string>;

/** An error a caller may see: its message and code travel to the client unchanged. */
export class PlatformError extends GraphQLError {
  readonly code: ErrorCode;
  readonly fieldErrors: FieldErrors | undefined;

  constructor(code: ErrorCode, message: string, fieldErrors?: FieldErrors) {
    super(message, { extensions: fieldErrors ? { code, fieldErrors } : { code } });
    this.name = 'PlatformError';
    this.code = code;
    this.fieldErrors = fieldErrors;
  }

  get httpStatus(): number {
    return HTTP_STATUS[this.code];
  }
}

/** Too many attempts from this caller (anti-automation); REST adds `retryAfter` and a Retry-After header. */
export class RateLimitedError extends PlatformError {
  constructor(readonly retryAfterSec: number) {
    super('RATE_LIMITED', 'Too many attempts. Please try again later.');
    this.name = 'RateLimitedError';
  }
}

export const unauthenticated = (message = 'You must be signed in') => new PlatformError('UNAUTHENTICATED', message);
export const forbidden = (message = 'You are not allowed to do this') => new PlatformError('FORBIDDEN', message);
export const notFound = (what: string) => new PlatformError('NOT_FOUND', `${what} not found`);
/** A rule of the stored data refused the change; `fieldErrors` names the input field it is about, when there is one. */
export const conflict = (message: string, fieldErrors?: FieldErrors) => new PlatformError('CONFLICT', message, fieldErrors);
export const badUserInput = (fieldErrors: FieldErrors, message = 'Some fields are not valid') =>
  new PlatformError('BAD_USER_INPUT', message, fieldErrors);

/** Turns valibot issues into `{ "a.b": "message" }` field errors (first message per field). */
export function fieldErrorsFrom(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path?.map((p) => String(p.key)).join('.') || '_';
    out[key] ??= issue.message;
  }
  return out;
}

export interface RestErrorBody {
  error: { code: ErrorCode; message: string; fieldErrors?: FieldErrors; retryAfter?: number };
}

/** The one REST error shape; unknown errors become INTERNAL_SERVER_ERROR without leaking details. */
export function restError(error: unknown): { status: number; body: RestErrorBody } {
  if (error instanceof PlatformError) {
    const body: RestErrorBody = { error: { code: error.code, message: error.message } };
    if (error.fieldErrors) body.error.fieldErrors = error.fieldErrors;
    if (error instanceof RateLimitedError) body.error.retryAfter = error.retryAfterSec;
    return { status: error.httpStatus, body };
  }
  return { status: 500, body: { error: { code: 'INTERNAL_SERVER_ERROR', message: 'Unexpected error' } } };
}
