import { inArray } from 'drizzle-orm';
import type { Clock } from '../kit/clock.js';
import type { Database } from '../kit/db/index.js';
import { insertNotifications, type NewNotification } from '../modules/notifications/notifications.data.js';
import { principalIdOf } from '../modules/people/people.rules.js';
import { agencyUsers, croudies } from '../modules/people/people.tables.js';
import { tasks } from '../modules/work/work.tables.js';

const MINUTE_MS = 60_000;

/**
 * Work notifications of the demo accounts (platform-contract.md: croudie.active has at least 6 unread); the
 * announcement-kind ones come with the announcements (seed/announcements.ts). Times are relative to the clock.
 */
export async function seedNotifications(db: Database, clock: Clock): Promise<number> {
  const now = clock.now().getTime();
  const ago = (minutes: number) => new Date(now - minutes * MINUTE_MS);
  const people = [
    ...(
      await db
        .select({ id: croudies.id, email: croudies.email })
        .from(croudies)
        .where(
          inArray(croudies.email, [
            'croudie.active@example.com',
            'croudie.limited@example.com',
            'croudie.us@example.com',
            'croudie.inactive@example.com',
          ]),
        )
    ).map((p) => ({ email: p.email, principalId: principalIdOf('CROUDIE', p.id), croudieId: p.id })),
    ...(
      await db
        .select({ id: agencyUsers.id, email: agencyUsers.email })
        .from(agencyUsers)
        .where(inArray(agencyUsers.email, ['staff.admin@example.com', 'staff.member@example.com']))
    ).map((p) => ({ email: p.email, principalId: principalIdOf('USER', p.id), croudieId: null })),
  ];
  const taskRows = await db
    .select({ id: tasks.id, name: tasks.name, croudieId: tasks.croudieId, state: tasks.state, ownerId: tasks.ownerId })
    .from(tasks)
    .orderBy(tasks.id);
  const rows: NewNotification[] = [];
  const add = (principalId: string, minutesAgo: number, subject: string, messageText: string, relativeLink: string | null, read = false) =>
    rows.push({
      principalId,
      kind: 'work',
      subject,
      messageText,
      relativeLink,
      createdAt: ago(minutesAgo),
      ...(read ? { readAt: ago(minutesAgo - 1) } : {}),
    });

  for (const person of people) {
    if (person.croudieId !== null) {
      const own = taskRows.filter((t) => t.croudieId === person.croudieId);
      const offered = own.filter((t) => t.state === 'offered');
      const inProgress = own.filter((t) => t.state === 'in_progress');
      const completed = own.filter((t) => t.state === 'completed');
      if (person.email === 'croudie.active@example.com') {
        offered.forEach((t, i) =>
          add(person.principalId, 10 + i * 45, 'New task offered', `You have been offered "${t.name}".`, `/work/task/${t.id}`),
        );
        inProgress.forEach((t, i) =>
          add(person.principalId, 200 + i * 60, 'Deadline approaching', `"${t.name}" is due soon.`, `/work/task/${t.id}`),
        );
        completed
          .slice(0, 1)
          .forEach((t) => add(person.principalId, 400, 'Task approved', `"${t.name}" was approved by the reviewer.`, `/work/task/${t.id}`));
        add(person.principalId, 600, 'Availability check', 'Tell us if your availability changes next month.', null);
        add(
          person.principalId,
          900,
          'Profile reminder',
          'Keep your availability up to date so we can offer you the right tasks.',
          '/my-profile',
        );
        add(person.principalId, 2000, 'Welcome back', 'Your account is active again.', null, true);
        completed
          .slice(1, 3)
          .forEach((t, i) =>
            add(
              person.principalId,
              3000 + i * 60,
              'Task approved',
              `"${t.name}" was approved by the reviewer.`,
              `/work/task/${t.id}`,
              true,
            ),
          );
      } else {
        add(
          person.principalId,
          30,
          'Profile reminder',
          'Keep your availability up to date so we can offer you the right tasks.',
          '/my-profile',
        );
      }
    } else {
      const id = Number(person.principalId.split(':').pop());
      const owned = taskRows.filter((t) => t.ownerId === id).slice(0, 3);
      owned.forEach((t, i) =>
        add(person.principalId, 20 + i * 90, 'Task submitted for review', `"${t.name}" is ready for review.`, `/work/task/${t.id}`),
      );
      if (person.email === 'staff.admin@example.com') {
        // more than one page of 5 in the control panel (Show more, read one, read all)
        add(person.principalId, 300, 'Client access requested', 'A croudie asked for access to a client you manage.', '/work');
        add(person.principalId, 420, 'Credential expiring', 'A task credential expires this week.', null);
        add(person.principalId, 540, 'Plan updated', 'A phase in your plan moved to the next quarter.', '/plan');
        add(person.principalId, 660, 'Journal reminder', 'You did not log any time yesterday.', null);
      }
      add(person.principalId, 5000, 'Weekly summary', 'Your weekly task summary is ready.', null, true);
    }
  }
  await insertNotifications(db, rows);
  return rows.length;
}
