import { eq, inArray } from 'drizzle-orm';
import type { Clock } from '../kit/clock.js';
import type { Database } from '../kit/db/index.js';
import { createAnnouncement, type NewAnnouncement } from '../modules/announcements/announcements.data.js';
import { sanitiseAnnouncementContent } from '../modules/announcements/announcements.rules.js';
import { announcementAssignments } from '../modules/announcements/announcements.tables.js';
import { insertNotifications } from '../modules/notifications/notifications.data.js';
import { principalIdOf } from '../modules/people/people.rules.js';
import { croudies } from '../modules/people/people.tables.js';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Announcements of the demo croudies (platform-contract.md: croudie.active has unread ones of type alert and response),
 * one already read, one scheduled for later; each unread copy comes with an announcement notification.
 */
export async function seedAnnouncements(db: Database, clock: Clock): Promise<void> {
  const now = clock.now();
  const at = (hours: number) => new Date(now.getTime() + hours * HOUR_MS);
  const emails = ['croudie.active@example.com', 'croudie.limited@example.com', 'croudie.us@example.com', 'croudie.inactive@example.com'];
  const people = await db.select({ id: croudies.id, email: croudies.email }).from(croudies).where(inArray(croudies.email, emails));
  const idOf = (email: string) => people.find((p) => p.email === email)!.id;
  const active = idOf('croudie.active@example.com');
  const everyone = people.map((p) => p.id);

  const drafts: (Omit<NewAnnouncement, 'createdByPrincipalId' | 'content'> & { content: string; readBy?: number[] })[] = [
    {
      name: 'Planned maintenance this weekend',
      content:
        '<p>The platform will be unavailable on <strong>Saturday from 22:00 to 23:00</strong> (UK time) while we upgrade it.</p><p>Save your work before then.</p>',
      type: 'alert',
      actions: [],
      croudieIds: everyone,
      activatedAt: at(-2),
    },
    {
      name: 'Availability for next month',
      content:
        '<p>We are planning a large localisation project next month.</p><p>Can you take on <em>more hours</em> than usual? Reply with how many.</p>',
      type: 'response',
      actions: [
        { name: 'Count me in', targetState: 'read' },
        { name: 'Not this time', targetState: 'declined' },
      ],
      croudieIds: [active, idOf('croudie.limited@example.com')],
      activatedAt: at(-5),
    },
    {
      name: 'New Academy course: Paid Social basics',
      content:
        '<p>A new course is live in the Academy. Passing it makes you eligible for Paid Social tasks.</p><p><a href="https://example.com/academy">Read more about the course</a></p>',
      type: 'other',
      actions: [
        { name: 'Remind me later', targetState: 'show' },
        { name: 'Not interested', targetState: 'declined' },
        { name: 'Got it', targetState: 'read' },
      ],
      croudieIds: [active],
      activatedAt: at(-30),
    },
    {
      name: 'Welcome to the new platform',
      content: '<p>Everything you need is now in one place: tasks, payments and the Academy.</p>',
      type: 'alert',
      actions: [],
      croudieIds: [active],
      activatedAt: at(-24 * 20),
      readBy: [active],
    },
    {
      name: 'Payment day reminder',
      content: '<p>Invoices sent in the invoice window are paid on the 19th.</p>',
      type: 'alert',
      actions: [],
      croudieIds: [active],
      activatedAt: at(24 * 3),
    },
  ];

  for (const draft of drafts) {
    const { readBy = [], ...input } = draft;
    const { assignments } = await createAnnouncement(
      db,
      { ...input, content: sanitiseAnnouncementContent(input.content), createdByPrincipalId: null },
      input.activatedAt ?? now,
    );
    for (const assignment of assignments.filter((a) => readBy.includes(a.croudieId))) {
      await db
        .update(announcementAssignments)
        .set({ state: 'read', readAt: input.activatedAt })
        .where(eq(announcementAssignments.id, assignment.id));
    }
    if (input.activatedAt && input.activatedAt <= now) {
      await insertNotifications(
        db,
        assignments.map((a) => ({
          principalId: principalIdOf('CROUDIE', a.croudieId),
          kind: 'announcement' as const,
          subject: input.name,
          messageText: `New announcement: ${input.name}`,
          relativeLink: null,
          createdAt: input.activatedAt!,
          readAt: readBy.includes(a.croudieId) ? input.activatedAt : null,
        })),
      );
    }
  }
}
