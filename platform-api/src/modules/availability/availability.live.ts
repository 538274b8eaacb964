import { DateTime } from 'luxon';
import { PLATFORM_ZONE } from '@work/shared-contracts/invoices';
import type { RequestContext as Context } from '../../kit/context.js';
import { principalIdOf } from '../people/index.js';
import { publishBreakdown } from '../journal/index.js';
import { addDays, datesBetween, LIVE_PUSH_DAYS, type LeaveLike } from './availability.rules.js';

/**
 * After a change of a person's availability, pushes their journal breakdown (`updateBreakdown`) for the affected days
 * within today ± 31 days by the platform clock: every day for a template (null), else the leave's days. The targets are
 * computed in bulk for the whole window.
 */
export async function pushBreakdowns(ctx: Context, userId: number, leave: readonly LeaveLike[] | null): Promise<void> {
  const today = DateTime.fromJSDate(ctx.clock.now(), { zone: PLATFORM_ZONE }).toISODate()!;
  const window = datesBetween(addDays(today, -LIVE_PUSH_DAYS), addDays(today, LIVE_PUSH_DAYS));
  const dates = leave === null ? window : window.filter((d) => leave.some((l) => l.startDate <= d && d <= l.endDate));
  if (dates.length) await publishBreakdown(ctx.db, ctx.pubsub, principalIdOf('USER', userId), dates);
}
