import { DateTime } from 'luxon';
import type { Clock } from '../kit/clock.js';
import type { Database } from '../kit/db/index.js';
import { clients } from '../modules/clients/clients.tables.js';
import { clientPhases, clientProjects } from '../modules/journal/journal.phases.tables.js';

/**
 * Organisation phases for the first three demo clients (clientPhasePicker): an active project with a past, a current
 * and a future phase (the current one has a nested sub-phase), and an inactive project. Relative to the clock.
 */
export async function seedClientPhases(db: Database, clock: Clock): Promise<void> {
  const today = DateTime.fromJSDate(clock.now(), { zone: 'Europe/London' }).startOf('day');
  const day = (offset: number) => today.plus({ days: offset }).toISODate()!;
  const rows = await db.select({ id: clients.id, name: clients.name }).from(clients).orderBy(clients.id).limit(3);
  for (const client of rows) {
    const [live, old] = await db
      .insert(clientProjects)
      .values([
        { clientId: client.id, name: `${client.name} always-on`, state: 'active' },
        { clientId: client.id, name: `${client.name} archive`, state: 'inactive' },
      ])
      .returning();
    const [, current] = await db
      .insert(clientPhases)
      .values([
        { projectId: live!.id, name: 'Discovery', state: 'active', startDate: day(-90), endDate: day(-31) },
        { projectId: live!.id, name: 'Delivery', state: 'active', startDate: day(-30), endDate: day(30) },
        { projectId: live!.id, name: 'Next quarter', state: 'active', startDate: day(31), endDate: day(120) },
        { projectId: old!.id, name: 'Old work', state: 'inactive', startDate: day(-400), endDate: day(-200) },
      ])
      .returning();
    await db.insert(clientPhases).values({
      projectId: live!.id,
      parentId: current!.id,
      name: 'Delivery sprint',
      state: 'active',
      startDate: day(-7),
      endDate: day(7),
    });
  }
}
