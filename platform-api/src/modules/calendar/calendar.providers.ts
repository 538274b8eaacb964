import ICAL from 'ical.js';

/** An event as the calendar panel shows it (spec §3 Calendar event); `complete` is added from our own records. */
export interface ProviderEvent {
  id: string;
  summary: string;
  start: Date;
  end: Date;
  attendees: { self: boolean; responseStatus: string }[];
  visibility: string;
  eventType: string;
}

/** One calendar source. Google and Microsoft providers keep this shape (OAuth connection, then events in a window). */
export interface CalendarProvider {
  readonly kind: 'ics' | 'google' | 'microsoft';
  eventsBetween(source: string, from: Date, to: Date, ownerEmail?: string): Promise<ProviderEvent[]>;
}

export class CalendarSourceError extends Error {}

/** The largest ICS document read (feed or pasted). */
export const MAX_ICS_BYTES = 1024 * 1024;

const isUrl = (s: string) => /^https?:\/\//i.test(s.trim());

async function readSource(source: string, fetchImpl: typeof fetch): Promise<string> {
  if (!isUrl(source)) return source;
  const res = await fetchImpl(source.trim(), { signal: AbortSignal.timeout(10_000), headers: { accept: 'text/calendar' } });
  if (!res.ok) throw new CalendarSourceError(`The calendar feed answered ${res.status}`);
  const text = await res.text();
  if (text.length > MAX_ICS_BYTES) throw new CalendarSourceError('The calendar feed is larger than 1 MB');
  return text;
}

const PARTSTAT: Record<string, string> = {
  ACCEPTED: 'accepted',
  DECLINED: 'declined',
  TENTATIVE: 'tentative',
  'NEEDS-ACTION': 'needsAction',
};

/** Parses ICS text and expands recurring events (RRULE) into the window [from, to). */
export function parseIcsEvents(ics: string, from: Date, to: Date, ownerEmail?: string): ProviderEvent[] {
  let root: ICAL.Component;
  try {
    root = new ICAL.Component(ICAL.parse(ics));
  } catch {
    throw new CalendarSourceError('This is not an iCalendar (ICS) document');
  }
  const out: ProviderEvent[] = [];
  for (const vevent of root.getAllSubcomponents('vevent')) {
    const event = new ICAL.Event(vevent);
    const attendees = vevent.getAllProperties('attendee').map((p) => {
      const email = String(p.getFirstValue() ?? '')
        .replace(/^mailto:/i, '')
        .toLowerCase();
      return {
        self: Boolean(ownerEmail && email === ownerEmail.toLowerCase()),
        responseStatus: PARTSTAT[String(p.getParameter('partstat') ?? 'NEEDS-ACTION').toUpperCase()] ?? 'needsAction',
      };
    });
    const visibility = String(vevent.getFirstPropertyValue('class') ?? 'PUBLIC').toLowerCase();
    const push = (start: Date, end: Date, suffix: string) => {
      if (end > from && start < to)
        out.push({ id: `${event.uid}${suffix}`, summary: event.summary ?? '', start, end, attendees, visibility, eventType: 'default' });
    };
    if (event.isRecurring()) {
      const it = event.iterator();
      for (let next = it.next(), n = 0; next && n < 5000; next = it.next(), n++) {
        const details = event.getOccurrenceDetails(next);
        const start = details.startDate.toJSDate();
        if (start >= to) break;
        push(start, details.endDate.toJSDate(), `:${next.toICALString()}`);
      }
    } else {
      push(event.startDate.toJSDate(), (event.endDate ?? event.startDate).toJSDate(), '');
    }
  }
  return out.sort((a, b) => a.start.getTime() - b.start.getTime());
}

export function icsProvider(fetchImpl: typeof fetch = fetch): CalendarProvider {
  return {
    kind: 'ics',
    async eventsBetween(source, from, to, ownerEmail) {
      return parseIcsEvents(await readSource(source, fetchImpl), from, to, ownerEmail);
    },
  };
}

/** Google and Microsoft need OAuth client credentials that this platform does not have yet. */
export function unconfiguredProvider(kind: 'google' | 'microsoft'): CalendarProvider {
  return {
    kind,
    async eventsBetween() {
      throw new CalendarSourceError(`${kind} calendars are not configured on this platform`);
    },
  };
}

export const PROVIDERS: Record<CalendarProvider['kind'], CalendarProvider> = {
  ics: icsProvider(),
  google: unconfiguredProvider('google'),
  microsoft: unconfiguredProvider('microsoft'),
};
