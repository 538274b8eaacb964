import { and, eq } from 'drizzle-orm';
import type { Database } from '../../kit/db/index.js';
import { principalIdOf, type UserStatus } from './people.rules.js';
import { agencyUsers } from './people.tables.js';
import { recordAccountEvent } from './timeline.data.js';

/**
 * A staff user's status change and its `status_changed` event in one transaction; only if the user still has `from`
 * (a concurrent change wins). Answers whether it changed.
 */
export function changeUserStatus(
  db: Database,
  change: { userId: number; from: UserStatus; to: UserStatus; actorPrincipalId: string | null; at: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(agencyUsers)
      .set({ status: change.to })
      .where(and(eq(agencyUsers.id, change.userId), eq(agencyUsers.status, change.from)))
      .returning({ id: agencyUsers.id });
    if (updated.length === 0) return false;
    await recordAccountEvent(tx, {
      principalId: principalIdOf('USER', change.userId),
      kind: 'status_changed',
      actorPrincipalId: change.actorPrincipalId,
      detail: { from: change.from, to: change.to },
      at: change.at,
    });
    return true;
  });
}
