import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../kit/db/index.js';
import { deleteRow, insertRow, updateRow, withConflicts, type ReferenceTableSpec } from './reference.data.js';
import { AGENCY_CHANNEL_DUPLICATE_MESSAGE, INITIALS_DUPLICATE_MESSAGE, type AgencyChannelInput } from './agency-channels.rules.js';
import { agencyChannelCostCentres, agencyChannels, billingEntities } from './reference.tables.js';

export type AgencyChannelRow = typeof agencyChannels.$inferSelect;
export type BillingEntityRow = typeof billingEntities.$inferSelect;
export interface CostCentreRow {
  billingEntity: BillingEntityRow;
  code: string;
}

export const agencyChannelTable: ReferenceTableSpec = {
  table: agencyChannels,
  id: agencyChannels.id,
  name: agencyChannels.name,
  sort: { id: agencyChannels.id, name: agencyChannels.name, initials: agencyChannels.initials, internal: agencyChannels.internal },
  conflicts: {
    agency_channels_name_unique: { message: AGENCY_CHANNEL_DUPLICATE_MESSAGE, field: 'name' },
    agency_channels_initials_unique: { message: INITIALS_DUPLICATE_MESSAGE, field: 'initials' },
  },
};

/** Every billing entity, by name. */
export function listBillingEntities(db: Database): Promise<BillingEntityRow[]> {
  return db.select().from(billingEntities).orderBy(asc(billingEntities.name), asc(billingEntities.id));
}

/** The ids of `ids` that are not billing entities. */
export async function unknownBillingEntities(db: Database, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await db
    .select({ id: billingEntities.id })
    .from(billingEntities)
    .where(inArray(billingEntities.id, [...ids]));
  const known = new Set(found.map((r) => r.id));
  return ids.filter((id) => !known.has(id));
}

/**
 * The cost centres of each channel, in the order of `channelIds` (the batch function of AgencyChannel.costCentres):
 * one query for any number of channels, by billing entity name.
 */
export async function loadCostCentres(db: Database, channelIds: readonly number[]): Promise<CostCentreRow[][]> {
  const rows = await db
    .select({ channelId: agencyChannelCostCentres.channelId, code: agencyChannelCostCentres.code, billingEntity: billingEntities })
    .from(agencyChannelCostCentres)
    .innerJoin(billingEntities, eq(billingEntities.id, agencyChannelCostCentres.billingEntityId))
    .where(inArray(agencyChannelCostCentres.channelId, [...channelIds]))
    .orderBy(asc(billingEntities.name), asc(billingEntities.id));
  const byChannel = new Map<number, CostCentreRow[]>(channelIds.map((id) => [id, []]));
  for (const row of rows) byChannel.get(row.channelId)?.push({ billingEntity: row.billingEntity, code: row.code });
  return channelIds.map((id) => byChannel.get(id) ?? []);
}

async function setCostCentres(tx: Database, channelId: number, input: AgencyChannelInput): Promise<void> {
  await tx.delete(agencyChannelCostCentres).where(eq(agencyChannelCostCentres.channelId, channelId));
  if (input.costCentres.length) {
    await tx
      .insert(agencyChannelCostCentres)
      .values(input.costCentres.map((c) => ({ channelId, billingEntityId: c.billingEntityId, code: c.code })));
  }
}

const columns = (input: AgencyChannelInput) => ({ name: input.name, initials: input.initials, internal: input.internal });

export function createAgencyChannel(db: Database, input: AgencyChannelInput): Promise<AgencyChannelRow> {
  return withConflicts(agencyChannelTable, () =>
    db.transaction(async (tx) => {
      const row = await insertRow<AgencyChannelRow>(tx as unknown as Database, agencyChannelTable, columns(input));
      await setCostCentres(tx as unknown as Database, row.id, input);
      return row;
    }),
  );
}

export function updateAgencyChannel(db: Database, id: number, input: AgencyChannelInput): Promise<AgencyChannelRow | null> {
  return withConflicts(agencyChannelTable, () =>
    db.transaction(async (tx) => {
      const row = await updateRow<AgencyChannelRow>(tx as unknown as Database, agencyChannelTable, id, columns(input));
      if (row) await setCostCentres(tx as unknown as Database, row.id, input);
      return row;
    }),
  );
}

/** Its cost centres go with it. */
export function deleteAgencyChannel(db: Database, id: number): Promise<boolean> {
  return deleteRow(db, agencyChannelTable, id);
}
