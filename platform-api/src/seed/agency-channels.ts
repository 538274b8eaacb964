import type { Database } from '../kit/db/index.js';
import { agencyChannelCostCentres, agencyChannels, billingEntities } from '../modules/reference/reference.tables.js';

/** [name, country, currency, cost centre prefix]: the agency's companies that invoice. */
export const DEMO_BILLING_ENTITIES: readonly (readonly [string, string, string, string])[] = [
  ['Agency UK Ltd', 'GB', 'GBP', 'UK'],
  ['Agency US Inc.', 'US', 'USD', 'US'],
  ['Agency Australia Pty Ltd', 'AU', 'AUD', 'AU'],
  ['Agency Deutschland GmbH', 'DE', 'EUR', 'DE'],
];

/** [name, initials, internal]: the agency's service lines, and the internal ones it books its own time to. */
export const DEMO_AGENCY_CHANNELS: readonly (readonly [string, string, boolean])[] = [
  ['Paid Search', 'PS', false],
  ['Paid Social', 'PSO', false],
  ['Organic Search', 'SEO', false],
  ['Technical SEO', 'TSEO', false],
  ['Local Search', 'LS', false],
  ['Content Marketing', 'CM', false],
  ['Digital PR', 'DPR', false],
  ['Display', 'DIS', false],
  ['Programmatic', 'PROG', false],
  ['Online Video', 'OV', false],
  ['Connected TV', 'CTV', false],
  ['Audio', 'AUD', false],
  ['Shopping', 'SHOP', false],
  ['Feed Management', 'FM', false],
  ['Marketplaces', 'MKT', false],
  ['Affiliate', 'AFF', false],
  ['Influencer Marketing', 'INF', false],
  ['Email Marketing', 'EM', false],
  ['CRM', 'CRM', false],
  ['Analytics', 'AN', false],
  ['Attribution', 'ATT', false],
  ['Conversion Rate Optimisation', 'CRO', false],
  ['User Experience', 'UX', false],
  ['Creative', 'CRE', false],
  ['Copywriting', 'COPY', false],
  ['Translation and Localisation', 'TL', false],
  ['App Store Optimisation', 'ASO', false],
  ['Marketing Mix Modelling', 'MMM', false],
  ['Data Engineering', 'DE', false],
  ['Consultancy', 'CON', false],
  ['New Business', 'NB', true],
  ['Training', 'TRN', true],
  ['Operations', 'OPS', true],
  ['Finance', 'FIN', true],
  ['Recruitment', 'REC', true],
  ['Technology', 'TECH', true],
];

/**
 * The channel catalogue of settings (ADR 0260) and the billing entities its cost centres belong to. Every channel has
 * a UK cost centre; most a US and an Australian one; a few a German one. Deterministic.
 */
export async function seedAgencyChannels(db: Database): Promise<void> {
  const entities = await db
    .insert(billingEntities)
    .values(DEMO_BILLING_ENTITIES.map(([name, country, currency]) => ({ name, country, currency })))
    .returning({ id: billingEntities.id });
  const channels = await db
    .insert(agencyChannels)
    .values(DEMO_AGENCY_CHANNELS.map(([name, initials, internal]) => ({ name, initials, internal })))
    .returning({ id: agencyChannels.id, initials: agencyChannels.initials });
  const has = (entity: number, i: number) => entity === 0 || (entity === 3 ? i % 4 === 0 : i % 5 !== 4);
  const costCentres = channels.flatMap((channel, i) =>
    entities
      .map((entity, e) => ({ entity, e }))
      .filter(({ e }) => has(e, i))
      .map(({ entity, e }) => ({
        channelId: channel.id,
        billingEntityId: entity.id,
        code: `${DEMO_BILLING_ENTITIES[e]![3]}-${channel.initials}-${1010 + i * 10}`,
      })),
  );
  await db.insert(agencyChannelCostCentres).values(costCentres);
}
