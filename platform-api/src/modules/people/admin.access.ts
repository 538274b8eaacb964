import { statusEndsAccess } from '../../kit/auth/index.js';
import type { GraphQLContext } from '../../kit/graphql/builder.js';
import { endCredentialSessions } from '../credentials/credentials.data.js';
import { conflict } from '../../kit/errors.js';
import { changeStatus } from './admin.data.js';
import { ADMIN_MESSAGES } from './admin.rules.js';
import { findCroudie, loadRolesByPrincipal, type CroudieRow } from './people.data.js';
import { principalIdOf, type UserStatus } from './people.rules.js';

type AccessContext = Pick<GraphQLContext, 'accounts' | 'db' | 'clock' | 'pubsub'>;

/**
 * Moves a croudie the table allowed to move (transitionCroudie, updateCroudieStatus): the status and its timeline event
 * in one transaction, then sign-in and sessions, then the role push. A concurrent change of the status refuses it.
 */
export async function changeCroudieStatus(
  ctx: AccessContext & Pick<GraphQLContext, 'auth'>,
  croudie: CroudieRow,
  to: UserStatus,
): Promise<CroudieRow> {
  const { changed, rolesChanged } = await changeStatus(ctx.db, {
    croudieId: croudie.id,
    from: croudie.status,
    to,
    actorPrincipalId: ctx.auth.actor?.principalId ?? null,
    at: ctx.clock.now(),
  });
  if (!changed) throw conflict(ADMIN_MESSAGES.transitionRefused);
  await applyAccessOf(ctx, croudie.id, to);
  if (rolesChanged) await pushRoles(ctx, croudie.id);
  return (await findCroudie(ctx.db, croudie.id)) ?? { ...croudie, status: to };
}

/**
 * What a committed status change does to sign-in (ADR 0269). Suspended, blocked and offboarded croudies lose access at
 * once: sign-in is turned off (which ends every session: the API refuses their tokens, their sockets close), their
 * task credential sessions end and their open pages get forceSignOut. Any other status (reactivated, active) allows
 * sign-in again. The status itself is what every request checks (kit/auth statusEndsAccess), so this runs after commit.
 */
export async function applyAccessOf(ctx: AccessContext, croudieId: number, status: UserStatus): Promise<void> {
  const principalId = principalIdOf('CROUDIE', croudieId);
  const endsAccess = statusEndsAccess(status);
  await ctx.accounts.setSignInAllowed(principalId, !endsAccess);
  if (endsAccess) {
    await endCredentialSessions(ctx.db, { principalId }, ctx.clock.now());
    ctx.pubsub.publish('forceSignOut', principalId, { principalId, reason: `status ${status}`, at: ctx.clock.now() });
  }
}

/** Tells the croudie's open pages that their roles changed (the shell reloads to their home page). */
export async function pushRoles(ctx: AccessContext, croudieId: number): Promise<void> {
  const principalId = principalIdOf('CROUDIE', croudieId);
  const [roles = []] = await loadRolesByPrincipal(ctx.db, [principalId]);
  ctx.pubsub.publish('rolesUpdated', principalId, { principalId, roles, at: ctx.clock.now() });
}
