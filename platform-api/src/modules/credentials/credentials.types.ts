import { requireSignedIn, type Viewer } from '../../kit/auth/index.js';
import type { RequestContext as Context } from '../../kit/context.js';
import { forbidden } from '../../kit/errors.js';
import { builder } from '../../kit/graphql/builder.js';
import { CRED_ADMIN, ENGINE_TYPES } from './credentials.rules.js';

/** The GraphQL enums both the croudies' and the administrators' credential fields use. */
export const EngineTypeEnum = builder.enumType('EngineType', { values: ENGINE_TYPES });
export const CredentialStatusEnum = builder.enumType('TaskCredentialStatus', {
  values: { AVAILABLE: { value: 'available' }, OCCUPIED: { value: 'occupied' }, UNVERIFIED: { value: 'unverified' } } as const,
});

/**
 * Only task_cred_admin staff; anyone else FORBIDDEN. The operation gate refuses other staff first (their roles do not
 * grant the field); croudies and client users are not gated there, so every administrators' field checks here too.
 */
export function requireCredAdmin(ctx: Context, message = 'Only credential administrators can do this'): Viewer {
  const viewer = requireSignedIn(ctx.auth);
  if (viewer.kind !== 'USER' || !viewer.roles.includes(CRED_ADMIN)) throw forbidden(message);
  return viewer;
}
