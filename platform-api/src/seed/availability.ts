import { inArray } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { PLATFORM_ZONE } from '@work/shared-contracts/invoices';
import type { Clock } from '../kit/clock.js';
import type { Database } from '../kit/db/index.js';
import { availabilityTemplates, leaveEvents } from '../modules/availability/availability.tables.js';
import type { LeaveCategory, WeekMinutes } from '../modules/availability/availability.rules.js';
import { principalIdOf } from '../modules/people/people.rules.js';
import { agencyUsers } from '../modules/people/people.tables.js';

/** Part-time and other patterns (minutes Monday to Sunday) of some colleagues; everyone else keeps the default. */
const TEMPLATES: Record<string, WeekMinutes> = {
  // three days a week
  'staff.1@example.com': { monday: 450, tuesday: 450, wednesday: 450, thursday: 0, friday: 0, saturday: 0, sunday: 0 },
  // a four-day week of longer days
  'staff.2@example.com': { monday: 480, tuesday: 480, wednesday: 480, thursday: 480, friday: 0, saturday: 0, sunday: 0 },
  // mornings only
  'staff.3@example.com': { monday: 240, tuesday: 240, wednesday: 240, thursday: 240, friday: 240, saturday: 0, sunday: 0 },
  // Tuesday to Saturday
  'staff.5@example.com': { monday: 0, tuesday: 450, wednesday: 450, thursday: 450, friday: 450, saturday: 450, sunday: 0 },
  // short Fridays
  'staff.6@example.com': { monday: 450, tuesday: 450, wednesday: 450, thursday: 450, friday: 240, saturday: 0, sunday: 0 },
};

/** Leave in the current month: [email, first day of the month + n, days, title, category, part of a day]. */
const LEAVE: readonly (readonly [string, number, number, string, LeaveCategory, (readonly [string, string])?])[] = [
  ['staff.1@example.com', 2, 5, 'Family holiday', 'annual_leave'],
  ['staff.2@example.com', 8, 1, 'Dentist', 'other', ['09:00', '11:00']],
  ['staff.3@example.com', 10, 2, 'Flu', 'sick_leave'],
  ['staff.4@example.com', 0, 3, 'Long weekend away', 'annual_leave'],
  ['staff.4@example.com', 14, 1, 'Google Ads certification', 'training', ['13:00', '17:00']],
  ['staff.5@example.com', 17, 5, 'Paternity leave', 'parental_leave'],
  ['staff.6@example.com', 21, 1, 'Funeral', 'compassionate_leave'],
  ['staff.7@example.com', 12, 2, 'Moving house', 'unpaid_leave'],
  ['staff.8@example.com', 24, 4, 'City break', 'annual_leave'],
];

/**
 * The HR view's demo data (issue 19, ADR 0273): availability templates for some colleagues and leave across the
 * current month (by the platform clock). The demo accounts (staff.admin, staff.member, hr.user, finance.user,
 * academy.user) keep the default and no leave: journeys read their journal targets.
 */
export async function seedAvailability(db: Database, clock: Clock): Promise<void> {
  const emails = [...new Set([...Object.keys(TEMPLATES), ...LEAVE.map(([email]) => email)])];
  const staff = await db
    .select({ id: agencyUsers.id, email: agencyUsers.email })
    .from(agencyUsers)
    .where(inArray(agencyUsers.email, emails));
  const idOf = new Map(staff.map((s) => [s.email, s.id]));
  const [hr] = await db
    .select({ id: agencyUsers.id })
    .from(agencyUsers)
    .where(inArray(agencyUsers.email, ['hr.user@example.com']));
  const by = hr ? principalIdOf('USER', hr.id) : 'seed';
  const now = clock.now();

  const templates = Object.entries(TEMPLATES).flatMap(([email, minutes]) => {
    const userId = idOf.get(email);
    return userId === undefined ? [] : [{ userId, ...minutes, updatedBy: by, updatedAt: now }];
  });
  if (templates.length) await db.insert(availabilityTemplates).values(templates);

  const monthStart = DateTime.fromJSDate(now, { zone: PLATFORM_ZONE }).startOf('month');
  const leave = LEAVE.flatMap(([email, offset, days, title, category, part]) => {
    const userId = idOf.get(email);
    if (userId === undefined) return [];
    const start = monthStart.plus({ days: offset });
    return [
      {
        userId,
        title,
        category,
        startDate: start.toISODate()!,
        endDate: start.plus({ days: part ? 0 : days - 1 }).toISODate()!,
        allDay: !part,
        startTime: part?.[0] ?? null,
        endTime: part?.[1] ?? null,
        createdBy: by,
        createdAt: now,
        updatedBy: by,
        updatedAt: now,
      },
    ];
  });
  if (leave.length) await db.insert(leaveEvents).values(leave);
}
