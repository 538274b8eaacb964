/** Croudie self-registration: the public registerCroudie mutation, validated with the schema the server uses. */
import * as v from 'valibot';
import { stringifyDocument } from '@urql/core';
import { RegistrationSchema } from '@work/shared-contracts';
import { GRAPHQL_PATH } from '../graphql/client';
import { graphql, type ResultOf, type VariablesOf } from '../graphql/graphql';
import type { IdentityError } from './interaction';

export interface RegistrationValues {
  firstName?: string;
  lastName?: string;
  email?: string;
  acceptTerms?: boolean;
}

/** The first message per field, as the form shows them (the same messages the server answers with). */
export function validateRegistration(values: RegistrationValues): Record<string, string> {
  const result = v.safeParse(
    RegistrationSchema,
    { firstName: '', lastName: '', email: '', acceptTerms: false, ...values },
    { abortEarly: false },
  );
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue);
    if (key && !(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

const REGISTER = graphql(`
  mutation ShellRegisterCroudie($input: RegisterCroudieInput!) {
    registerCroudie(input: $input) {
      email
    }
  }
`);

/** Registers anonymously (no bearer token even when a session exists in another tab). */
export async function registerCroudie(values: RegistrationValues): Promise<{ state: 'SUCCESS'; email: string } | IdentityError> {
  const input: VariablesOf<typeof REGISTER>['input'] = v.parse(RegistrationSchema, values);
  let response: Response;
  try {
    response = await fetch(GRAPHQL_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
      body: JSON.stringify({ query: stringifyDocument(REGISTER), operationName: 'ShellRegisterCroudie', variables: { input } }),
    });
  } catch {
    return { state: 'ERROR', code: 'NETWORK', message: '' };
  }
  const body = (await response.json().catch(() => ({}))) as {
    data?: ResultOf<typeof REGISTER> | null;
    errors?: { message: string; extensions?: { code?: string; fieldErrors?: Record<string, string> } }[];
  };
  const error = body.errors?.[0];
  if (error || !body.data?.registerCroudie) {
    return {
      state: 'ERROR',
      code: error?.extensions?.code ?? String(response.status),
      message: error?.message ?? '',
      ...(error?.extensions?.fieldErrors ? { fieldErrors: error.extensions.fieldErrors } : {}),
    };
  }
  return { state: 'SUCCESS', email: body.data.registerCroudie.email };
}
