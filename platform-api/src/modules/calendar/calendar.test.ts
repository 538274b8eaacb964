import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PRINCIPALS, tokenFor } from '../../../test/support/accounts.js';
import { errorCode, gql, startTestApi, type TestApi } from '../../../test/support/api.js';
import { parseIcsEvents } from './calendar.providers.js';
import { calendarConnections } from './calendar.tables.js';

// Monday 16 March 2026 (GMT).
const NOW = new Date('2026-03-16T08:00:00Z');
let api: TestApi;
let admin: string;
let member: string;

const EVENTS = `query($date: String!) { calendarEvents(date: $date) { id summary start end visibility complete attendees { self responseStatus } } }`;

beforeAll(async () => {
  api = await startTestApi({ now: NOW });
  admin = await tokenFor(api.baseUrl, 'staff.admin@example.com');
  member = await tokenFor(api.baseUrl, 'staff.member@example.com');
});
afterAll(async () => {
  await api?.close();
});

describe('ICS provider', () => {
  it('expands recurring events into the window and refuses what is not ICS', () => {
    const ics = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VEVENT',
      'UID:a',
      'DTSTART:20260316T093000Z',
      'DTEND:20260316T094500Z',
      'SUMMARY:Stand-up',
      'RRULE:FREQ=WEEKLY;BYDAY=MO,WE',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    const events = parseIcsEvents(ics, new Date('2026-03-18T00:00:00Z'), new Date('2026-03-19T00:00:00Z'));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ summary: 'Stand-up', start: new Date('2026-03-18T09:30:00Z') });
    expect(() => parseIcsEvents('hello', new Date(), new Date())).toThrow('This is not an iCalendar (ICS) document');
  });
});

describe('calendar integration', () => {
  it("lists the day's events of staff.admin's demo calendar", async () => {
    const res = await gql<{
      calendarEvents: { id: string; summary: string; visibility: string; complete: boolean; attendees: { self: boolean }[] }[];
    }>(api, EVENTS, {
      token: admin,
      variables: { date: '2026-03-16' },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data?.calendarEvents.map((e) => e.summary)).toEqual(['Team stand-up', 'Acme Outdoor campaign review', 'Quarterly planning']);
    expect(res.data?.calendarEvents[1]?.attendees).toEqual([{ self: true, responseStatus: 'accepted' }]);
    expect(res.data?.calendarEvents[2]?.visibility).toBe('private');
  });

  it('marks an event complete (journal-event) and shows it so', async () => {
    const before = await gql<{ calendarEvents: { id: string }[] }>(api, EVENTS, { token: admin, variables: { date: '2026-03-16' } });
    const id = before.data!.calendarEvents[1]!.id;
    const done = await gql(api, `mutation($id: ID!) { completeCalendarEvent(id: $id) }`, { token: admin, variables: { id } });
    expect(done.data).toEqual({ completeCalendarEvent: true });
    const after = await gql<{ calendarEvents: { id: string; complete: boolean }[] }>(api, EVENTS, {
      token: admin,
      variables: { date: '2026-03-16' },
    });
    expect(after.data?.calendarEvents.find((e) => e.id === id)?.complete).toBe(true);
  });

  it('is behind the journal_calendar_integration flag', async () => {
    expect(errorCode(await gql(api, EVENTS, { token: member, variables: { date: '2026-03-16' } }))).toBe('FORBIDDEN');
  });

  it('connects an ICS file, validates the input, and disconnects', async () => {
    const bad = await gql(api, `mutation { connectCalendar(icsUrl: "ftp://x") { provider } }`, { token: admin });
    expect(errorCode(bad)).toBe('BAD_USER_INPUT');
    const neither = await gql(api, `mutation { connectCalendar { provider } }`, { token: admin });
    expect(neither.errors?.[0]?.extensions?.fieldErrors).toEqual({ icsUrl: 'Give either an ICS feed URL or an ICS file' });
    const ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
    const ok = await gql<{ connectCalendar: { provider: string; isFeedUrl: boolean } }>(
      api,
      `mutation($ics: String) { connectCalendar(ics: $ics) { provider isFeedUrl } }`,
      {
        token: admin,
        variables: { ics },
      },
    );
    expect(ok.data?.connectCalendar).toEqual({ provider: 'ics', isFeedUrl: false });
    expect(
      (await gql<{ calendarEvents: unknown[] }>(api, EVENTS, { token: admin, variables: { date: '2026-03-16' } })).data?.calendarEvents,
    ).toEqual([]);
    expect((await gql(api, `mutation { disconnectCalendar }`, { token: admin })).data).toEqual({ disconnectCalendar: true });
    expect(await api.db.select().from(calendarConnections).where(eq(calendarConnections.principalId, DEMO_PRINCIPALS.staffAdmin))).toEqual(
      [],
    );
  });
});
