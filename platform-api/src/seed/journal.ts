import { asc, eq, inArray } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Clock } from '../kit/clock.js';
import type { Database } from '../kit/db/index.js';
import { channels, clientAccess, clients } from '../modules/clients/clients.tables.js';
import { calendarConnections } from '../modules/calendar/calendar.tables.js';
import { featureFlags } from '../modules/flags/flags.tables.js';
import { journalCategories, journalChannels, journals } from '../modules/journal/journal.tables.js';
import { principalIdOf } from '../modules/people/people.rules.js';
import { agencyUsers } from '../modules/people/people.tables.js';
import { DEMO_STAFF } from './demo-accounts.js';

/** Journal categories (parents) and their task types with the channel types they fit (empty = every channel). */
export const JOURNAL_CATEGORY_TREE: { title: string; children: { title: string; channelTypes: string[] }[] }[] = [
  {
    title: 'Client delivery',
    children: [
      { title: 'Campaign build', channelTypes: ['paid_search', 'paid_social'] },
      { title: 'Optimisation', channelTypes: ['paid_search', 'paid_social', 'seo'] },
      { title: 'Content production', channelTypes: ['content', 'seo'] },
      { title: 'Reporting', channelTypes: [] },
    ],
  },
  {
    title: 'Account management',
    children: [
      { title: 'Client meeting', channelTypes: [] },
      { title: 'Planning', channelTypes: [] },
    ],
  },
  {
    title: 'Technical',
    children: [
      { title: 'Tracking set-up', channelTypes: ['analytics'] },
      { title: 'Site audit', channelTypes: ['seo', 'analytics'] },
    ],
  },
  {
    title: 'New business',
    children: [{ title: 'Pitch', channelTypes: ['new_business'] }],
  },
];

/**
 * Journal demo data: the category tree, client access for the demo staff (granted on the first six clients so the
 * journal client picker has choices; none on the rest) and a few journals for staff.admin on recent weekdays.
 */
export async function seedJournals(db: Database, clock: Clock): Promise<void> {
  for (const [i, parent] of JOURNAL_CATEGORY_TREE.entries()) {
    const [row] = await db.insert(journalCategories).values({ title: parent.title, position: i }).returning({ id: journalCategories.id });
    await db
      .insert(journalCategories)
      .values(parent.children.map((c, k) => ({ title: c.title, parentId: row!.id, channelTypes: c.channelTypes, position: k })));
  }

  const staff = await db
    .select({ id: agencyUsers.id })
    .from(agencyUsers)
    .where(
      inArray(
        agencyUsers.email,
        DEMO_STAFF.map((s) => s.email),
      ),
    )
    .orderBy(asc(agencyUsers.id));
  const clientRows = await db.select({ id: clients.id }).from(clients).orderBy(asc(clients.id));
  const now = clock.now();
  const access = staff.flatMap((s) =>
    clientRows
      .slice(0, 6)
      .map((c) => ({ principalId: principalIdOf('USER', s.id), clientId: c.id, access: 'granted' as const, updatedAt: now })),
  );
  if (access.length) await db.insert(clientAccess).values(access);

  // staff.admin: two entries on each of the previous three weekdays (none today, so the ring starts empty).
  const admin = staff[0];
  const first = clientRows[0];
  if (!admin || !first) return;

  // staff.admin has the calendar integration on, with a connected ICS calendar (a daily stand-up and two meetings today).
  await db.insert(featureFlags).values({ principalId: principalIdOf('USER', admin.id), flag: 'journal_calendar_integration' });
  await db
    .insert(calendarConnections)
    .values({ principalId: principalIdOf('USER', admin.id), provider: 'ics', source: demoCalendar(now), connectedAt: now });
  const [channel] = await db.select().from(channels).where(eq(channels.clientId, first.id)).orderBy(asc(channels.id)).limit(1);
  const [reporting] = await db.select().from(journalCategories).where(eq(journalCategories.title, 'Reporting'));
  if (!channel || !reporting?.parentId) return;
  let day = DateTime.fromJSDate(now, { zone: 'Europe/London' }).startOf('day');
  for (let added = 0; added < 3;) {
    day = day.minus({ days: 1 });
    if (day.weekday >= 6) continue;
    added++;
    for (const [k, minutes] of [180, 240].entries()) {
      const [row] = await db
        .insert(journals)
        .values({
          principalId: principalIdOf('USER', admin.id),
          date: day.toISODate()!,
          minutes,
          summary: k === 0 ? 'Weekly performance report' : 'Account review and next steps',
          clientId: first.id,
          categoryId: reporting.parentId,
          taskTypeId: reporting.id,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: journals.id });
      await db.insert(journalChannels).values({ journalId: row!.id, channelId: channel.id });
    }
  }
}

/** A small iCalendar document relative to the clock: a daily 09:30 stand-up from a week ago and two meetings today. */
export function demoCalendar(now: Date): string {
  const today = DateTime.fromJSDate(now, { zone: 'Europe/London' }).startOf('day');
  const at = (day: DateTime, h: number, m: number) => day.set({ hour: h, minute: m }).toUTC().toFormat("yyyyMMdd'T'HHmmss'Z'");
  const event = (uid: string, start: string, end: string, summary: string, extra: string[] = []) => [
    'BEGIN:VEVENT',
    `UID:${uid}`,
    `DTSTAMP:${at(today, 0, 0)}`,
    `DTSTART:${start}`,
    `DTEND:${end}`,
    `SUMMARY:${summary}`,
    ...extra,
    'END:VEVENT',
  ];
  const weekAgo = today.minus({ days: 7 });
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Work platform//Demo calendar//EN',
    ...event('standup@demo', at(weekAgo, 9, 30), at(weekAgo, 9, 45), 'Team stand-up', ['RRULE:FREQ=DAILY']),
    ...event(`review-${today.toISODate()}@demo`, at(today, 11, 0), at(today, 12, 0), 'Acme Outdoor campaign review', [
      'ATTENDEE;PARTSTAT=ACCEPTED:mailto:staff.admin@example.com',
    ]),
    ...event(`planning-${today.toISODate()}@demo`, at(today, 14, 0), at(today, 14, 30), 'Quarterly planning', ['CLASS:PRIVATE']),
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}
