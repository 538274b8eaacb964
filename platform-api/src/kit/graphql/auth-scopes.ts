import type { GraphQLContext } from './builder.js';

/**
 * The scopes every authorisation rule is written in (Pothos scope-auth). Each answers from the request's viewer (the
 * impersonated person while impersonating), whose roles are re-read on every request.
 */
export interface PlatformAuthScopes {
  /** Anyone, signed in or not. */
  public: boolean;
  /** Any signed-in caller. */
  signedIn: boolean;
  /** Any agency staff member. */
  staff: boolean;
  /** Any croudie. */
  croudie: boolean;
  /** A staff member holding at least one of these roles. */
  staffRole: readonly string[];
  /** The viewer is one of these principals (the record's own person, the task's job owner…). */
  self: string | readonly (string | null)[];
}

/** The scope initializer: booleans for whole-request scopes, loaders for parameterised ones. */
export function platformAuthScopes(ctx: GraphQLContext) {
  const viewer = ctx.auth.viewer;
  return {
    public: true,
    signedIn: viewer !== null,
    staff: viewer?.kind === 'USER',
    croudie: viewer?.kind === 'CROUDIE',
    staffRole: viewer?.kind === 'USER' ? (roles: readonly string[]) => roles.some((role) => viewer.roles.includes(role)) : false,
    self: viewer
      ? (principals: string | readonly (string | null)[]) =>
          (typeof principals === 'string' ? [principals] : principals).includes(viewer.principalId)
      : false,
  } as const;
}

/** The client a client-user viewer belongs to (null for anyone else). */
export async function viewerClientId(ctx: GraphQLContext): Promise<number | null> {
  const viewer = ctx.auth.viewer;
  if (viewer?.kind !== 'CLIENT_USER') return null;
  const row = await ctx.people.person('CLIENT_USER', viewer.id);
  return row && 'clientId' in row ? row.clientId : null;
}
