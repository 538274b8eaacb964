/** The offboarding list and the all-or-none bulk offboard (issue 18 part E; ADR 0269). */
import * as v from 'valibot';
import { ADMIN_MESSAGES, transitionTarget } from './admin.rules.js';
import type { UserStatus } from './people.rules.js';

export const BULK_OFFBOARD_OUTCOMES = ['offboarded', 'already_offboarded', 'not_found', 'not_allowed'] as const;
export type BulkOffboardOutcome = (typeof BULK_OFFBOARD_OUTCOMES)[number];

export const MAX_BULK_OFFBOARD = 100;

export const BULK_OFFBOARD_MESSAGES = {
  count: `Choose 1 to ${MAX_BULK_OFFBOARD} croudies`,
  twice: 'A croudie can be listed only once',
  notFound: 'Croudie not found',
  alreadyOffboarded: 'This croudie is already offboarded',
  notAllowed: ADMIN_MESSAGES.transitionRefused,
} as const;

export const BulkOffboardSchema = v.pipe(
  v.array(v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,9}$/, 'Not an id'))),
  v.minLength(1, BULK_OFFBOARD_MESSAGES.count),
  v.maxLength(MAX_BULK_OFFBOARD, BULK_OFFBOARD_MESSAGES.count),
  v.check((ids) => new Set(ids).size === ids.length, BULK_OFFBOARD_MESSAGES.twice),
);

/** Statuses whose croudies are no longer to offboard: done already, or gone. */
export const NOT_TO_OFFBOARD: readonly UserStatus[] = ['offboarded', 'deleted', 'anonymised'];

export interface BulkOffboardLine {
  croudieId: number;
  name: string | null;
  outcome: BulkOffboardOutcome;
  message: string | null;
  /** The status the croudie had (null when not found). */
  from: UserStatus | null;
}

/**
 * What offboarding each requested croudie would do, in the order asked: close_account of the §4 table decides. The
 * batch goes ahead only when every line is `offboarded` (all or none).
 */
export function bulkOffboardLines(
  ids: readonly number[],
  found: readonly { id: number; firstName: string; lastName: string; status: UserStatus }[],
): { done: boolean; lines: BulkOffboardLine[] } {
  const byId = new Map(found.map((row) => [row.id, row]));
  const lines = ids.map((croudieId): BulkOffboardLine => {
    const row = byId.get(croudieId);
    if (!row) return { croudieId, name: null, outcome: 'not_found', message: BULK_OFFBOARD_MESSAGES.notFound, from: null };
    const name = `${row.firstName} ${row.lastName}`;
    if (row.status === 'offboarded')
      return { croudieId, name, outcome: 'already_offboarded', message: BULK_OFFBOARD_MESSAGES.alreadyOffboarded, from: row.status };
    if (!transitionTarget('close_account', row.status))
      return { croudieId, name, outcome: 'not_allowed', message: BULK_OFFBOARD_MESSAGES.notAllowed, from: row.status };
    return { croudieId, name, outcome: 'offboarded', message: null, from: row.status };
  });
  return { done: lines.every((line) => line.outcome === 'offboarded'), lines };
}

export const SCHEDULE_OFFBOARDING_MESSAGES = {
  future: 'The offboarding date must be in the future',
  status: 'Only a pending, live or inactive croudie can have an offboarding scheduled',
} as const;

/** Statuses whose croudies may get an automatic offboarding scheduled: anyone not yet off the platform or barred. */
export const SCHEDULABLE_FOR_OFFBOARDING: readonly UserStatus[] = ['pending', 'active', 'reactivated', 'inactive', 'paused'];
