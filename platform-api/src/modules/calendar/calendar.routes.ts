import type { RequestContext } from '../../kit/context.js';
import { withStatus, type Router } from '../../kit/http/index.js';
import { completeEvent, dayEvents, type EventRow } from './calendar.service.js';

/** A calendar event as the REST calls answer it (spec §3 Calendar event: start and end dateTime). */
function eventJson(e: EventRow) {
  return {
    id: e.id,
    summary: e.summary,
    start: { dateTime: e.start.toISOString() },
    end: { dateTime: e.end.toISOString() },
    attendees: e.attendees.map((a) => ({ self: a.self, responseStatus: a.responseStatus })),
    visibility: e.visibility,
    eventType: e.eventType,
    complete: e.complete,
  };
}

/**
 * The calendar integration API of shell-and-freelancer.md §7 in its REST form, under /api/platform/calendar:
 * GET events?date=YYYY-MM-DD and POST journal-event/{id} (body { journal_id? }). Same checks as the GraphQL fields
 * (staff with the journal_calendar_integration flag).
 */
export function registerCalendarRoutes(router: Router<RequestContext>): void {
  router.get('/calendar/events', async ({ query, context }) => {
    const events = await dayEvents(context.auth, context.db, query.get('date') ?? undefined);
    return { data: events.map(eventJson) };
  });
  router.post('/calendar/journal-event/:id', async ({ params, body, context }) => {
    const journalId = body && typeof body === 'object' && 'journal_id' in body ? (body as { journal_id: unknown }).journal_id : null;
    await completeEvent(context.auth, context.db, context.clock, {
      id: params.id,
      journalId: journalId === null || journalId === undefined ? null : String(journalId),
    });
    return withStatus(201, { id: params.id, complete: true });
  });
}
