import { asc, eq } from 'drizzle-orm';
import type { Clock } from '../kit/clock.js';
import type { Database } from '../kit/db/index.js';
import { clients } from '../modules/clients/clients.tables.js';
import { agencyUsers } from '../modules/people/people.tables.js';
import { channelTypes } from '../modules/reference/reference.tables.js';
import { taskTemplates } from '../modules/task-templates/task-templates.tables.js';
import { DEMO_STAFF } from './demo-accounts.js';

type NewTemplate = typeof taskTemplates.$inferInsert;

/**
 * Demo task templates (ADR 0281), created by staff.admin: an active base of each kind (fixed cost, allocated minutes,
 * QA), a draft and an inactive one, and the first active client's active variant of the first base (so the task
 * form's picker shows a variant replacing its base for that client). Runs after seedReference (channel types); does
 * nothing when templates exist.
 */
export async function seedTaskTemplates(db: Database, clock: Clock): Promise<void> {
  // once only: the demo data is seeded into an empty database, and a second run would break the one-variant rule
  if ((await db.select({ id: taskTemplates.id }).from(taskTemplates).limit(1)).length) return;
  const now = clock.now();
  const [admin] = await db.select({ id: agencyUsers.id }).from(agencyUsers).where(eq(agencyUsers.email, DEMO_STAFF[0]!.email));
  if (!admin) return;
  const types = await db.select({ id: channelTypes.id }).from(channelTypes).orderBy(asc(channelTypes.id)).limit(2);
  const [client] = await db.select({ id: clients.id }).from(clients).where(eq(clients.state, 'active')).orderBy(asc(clients.id)).limit(1);
  const typeIds = types.map((t) => t.id);
  const stamp = { createdBy: admin.id, createdAt: now, updatedAt: now };
  const task = {
    type: 'single' as const,
    settings: { attachmentsRequired: false },
    costType: null,
    fixedCostPence: null,
    allocatedMinutes: null,
    lifetimeMinutes: 1440,
    deadlineTime: '17:00',
    allocationMethod: 'offer' as const,
    openQueue: false,
  };
  const bases: NewTemplate[] = [
    {
      ...task,
      ...stamp,
      name: 'Keyword research',
      channelTypeIds: typeIds.slice(0, 1),
      status: 'active',
      title: 'Keyword research',
      brief:
        'Hi {{croudie_first_name}},\n\nResearch keywords for the campaign and list them with search volumes. ' +
        'Questions to {{job_owner_name}} ({{job_owner_email}}).',
      costType: 'fixed',
      fixedCostPence: 4500,
      settings: { attachmentsRequired: true },
    },
    {
      ...task,
      ...stamp,
      name: 'Ad copy writing',
      channelTypeIds: typeIds,
      status: 'active',
      title: 'Write ad copy',
      brief: 'Write three headlines and two descriptions for each ad group.',
      costType: 'minutes',
      allocatedMinutes: 90,
      lifetimeMinutes: 2880,
      openQueue: true,
    },
    {
      ...task,
      ...stamp,
      name: 'Quality check',
      channelTypeIds: [],
      status: 'active',
      type: 'qa',
      title: 'Review the submitted work',
      brief: 'Check the work against the brief before it goes to the client.',
      deadlineTime: 'end_of_day',
    },
    {
      ...task,
      ...stamp,
      name: 'Monthly performance report',
      channelTypeIds: [],
      status: 'draft',
      title: 'Monthly performance report',
      costType: 'fixed',
      fixedCostPence: 12000,
      lifetimeMinutes: 10080,
    },
    {
      ...task,
      ...stamp,
      name: 'Landing page audit',
      channelTypeIds: [],
      status: 'inactive',
      title: 'Audit the landing page',
      costType: 'minutes',
      allocatedMinutes: 60,
      allocationMethod: 'assign',
    },
  ];
  const rows = await db.insert(taskTemplates).values(bases).returning();
  const keywordResearch = rows.find((r) => r.name === 'Keyword research');
  if (!client || !keywordResearch) return;
  const { id: baseId, status: _status, ...fields } = keywordResearch;
  await db.insert(taskTemplates).values({
    ...fields,
    clientId: client.id,
    baseTemplateId: baseId,
    status: 'active',
    fixedCostPence: 5500,
    brief: `${keywordResearch.brief}\n\nThis client wants UK spelling and British search volumes.`,
  });
}
