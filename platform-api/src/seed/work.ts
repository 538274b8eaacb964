import { and, eq, inArray, sql } from 'drizzle-orm';
import { DAY_MS, type Clock } from '../kit/clock.js';
import type { Database } from '../kit/db/index.js';
import { principalIdOf } from '../modules/people/people.rules.js';
import { agencyUsers, croudies } from '../modules/people/people.tables.js';
import { workMinutes } from '../modules/work/task-flow.js';
import { workLogAmounts } from '../modules/work/work.data.js';
import { taskMessages, tasks, taskTimeline, workLogs } from '../modules/work/work.tables.js';
import { clients } from '../modules/clients/clients.tables.js';
import { taskCredentials } from '../modules/credentials/credentials.tables.js';
import { DEMO_CROUDIES, DEMO_STAFF } from './demo-accounts.js';

const BRIEFS = [
  "Follow the client's tone of voice guide. Keep British English spelling and check every link before you submit.",
  'Use the attached spreadsheet as the source. Flag anything that looks wrong in a message rather than changing it.',
  'The client wants this live by the deadline. Submit a short summary of what you changed with your work.',
  'Check the brand terms list first; do not translate product names. Ask in the messages if anything is unclear.',
];

/**
 * The task view's demo data on top of the tasks seeded in index.ts: briefs, a cost or allocated minutes, recurring
 * tasks, staff.admin as the job owner (and reviewer) of croudie.active's open tasks, messages and timeline entries,
 * and a work log for every completed task (its minutes count towards the monthly hours, ADR 0265). Deterministic,
 * relative to the clock.
 */
export async function seedWork(db: Database, clock: Clock): Promise<void> {
  const now = clock.now();
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const [admin] = await db.select().from(agencyUsers).where(eq(agencyUsers.email, DEMO_STAFF[0]!.email));
  const [active] = await db.select().from(croudies).where(eq(croudies.email, DEMO_CROUDIES[0]!.email));
  const rows = await db.select().from(tasks).orderBy(tasks.id);

  // One statement for every task's brief, recurrence and cost (the seed runs before every API test).
  const briefs = sql.join(
    BRIEFS.map((b) => sql`${b}`),
    sql`, `,
  );
  await db.update(tasks).set({
    brief: sql`(array[${briefs}])[(${tasks.id} % ${BRIEFS.length}) + 1]`,
    recurring: sql`${tasks.id} % 5 = 0`,
    fixedCostPence: sql`case when ${tasks.id} % 2 = 0 then 2500 + (${tasks.id} % 7) * 500 else null end`,
    allocatedMinutes: sql`case when ${tasks.id} % 2 = 0 then null else 30 + (${tasks.id} % 6) * 15 end`,
  });

  if (admin && active) {
    // staff.admin owns and reviews croudie.active's open work, so one person can take a task through every step.
    await db
      .update(tasks)
      .set({ ownerId: admin.id, reviewerId: null })
      .where(and(eq(tasks.croudieId, active.id), inArray(tasks.state, ['offered', 'in_progress', 'review_in_progress', 'delivered'])));
    const adminPrincipal = principalIdOf('USER', admin.id);
    const activePrincipal = principalIdOf('CROUDIE', active.id);
    const inProgress = rows.filter((t) => t.croudieId === active.id && ['in_progress', 'review_in_progress'].includes(t.state));
    for (const [i, task] of inProgress.entries()) {
      await db.insert(taskTimeline).values({
        taskId: task.id,
        action: 'accept',
        fromState: 'offered',
        toState: 'in_progress',
        actorPrincipalId: activePrincipal,
        actorName: `${active.firstName} ${active.lastName}`,
        createdAt: ago(5 + i),
      });
      await db.insert(taskMessages).values([
        {
          taskId: task.id,
          authorPrincipalId: adminPrincipal,
          authorName: `${admin.firstName} ${admin.lastName}`,
          body: 'Thanks for picking this up. Shout if the brief is unclear.',
          createdAt: ago(4 + i),
        },
        {
          taskId: task.id,
          authorPrincipalId: activePrincipal,
          authorName: `${active.firstName} ${active.lastName}`,
          body: 'Will do, starting today.',
          createdAt: ago(4 + i),
        },
      ]);
      if (task.state === 'review_in_progress') {
        await db
          .update(tasks)
          .set({ work: 'First draft attached as described in the brief.', submittedAt: ago(1) })
          .where(eq(tasks.id, task.id));
        await db.insert(taskTimeline).values({
          taskId: task.id,
          action: 'submit',
          fromState: 'in_progress',
          toState: 'review_in_progress',
          actorPrincipalId: activePrincipal,
          actorName: `${active.firstName} ${active.lastName}`,
          createdAt: ago(1),
        });
      }
    }
  }

  // Completed tasks have been paid for through their work logs.
  const completed = (await db.select().from(tasks).where(eq(tasks.state, 'completed'))).filter((t) => t.croudieId !== null);
  const rates = new Map(
    (await db.select({ id: croudies.id, hourlyRate: croudies.hourlyRate }).from(croudies)).map((c) => [c.id, c.hourlyRate]),
  );
  const logs: (typeof workLogs.$inferInsert)[] = [];
  for (const task of completed) {
    const completedAt = task.deadline && task.deadline < now ? task.deadline : ago(2);
    const hourlyRate = rates.get(task.croudieId!) ?? null;
    const { rate, total } = workLogAmounts(task, hourlyRate);
    logs.push({
      taskId: task.id,
      croudieId: task.croudieId!,
      description: task.name,
      completedAt,
      channelId: task.channelId,
      clientId: task.clientId,
      summary: 'Delivered as briefed.',
      rate,
      total,
      minutes: workMinutes(task, hourlyRate),
    });
  }
  if (completed.length) {
    await db
      .update(tasks)
      .set({
        completedAt: sql`case when ${tasks.deadline} < ${now} then ${tasks.deadline} else ${ago(2)} end`,
        work: 'Delivered as briefed.',
      })
      .where(
        inArray(
          tasks.id,
          completed.map((t) => t.id),
        ),
      );
    await db.insert(workLogs).values(logs);
  }

  // Task credentials per client: Google Ads (one unverified), Google Analytics and Microsoft Advertising.
  const clientRows = await db.select({ id: clients.id }).from(clients).orderBy(clients.id);
  const credentialRows: (typeof taskCredentials.$inferInsert)[] = [];
  for (const client of clientRows) {
    const add = (engineType: 'googleAds' | 'googleAnalytics' | 'microsoftAdvertising', n: number, status: 'available' | 'unverified') =>
      credentialRows.push({
        clientId: client.id,
        engineType,
        emailAddress: `${engineType.toLowerCase()}${n}.client${client.id}@credentials.example.com`,
        status,
        createdAt: ago(120),
      });
    add('googleAds', 1, 'available');
    add('googleAds', 2, 'available');
    add('googleAds', 3, 'unverified');
    add('googleAnalytics', 1, 'available');
    add('googleAnalytics', 2, 'available');
    add('microsoftAdvertising', 1, 'available');
  }
  if (credentialRows.length) await db.insert(taskCredentials).values(credentialRows);
}
