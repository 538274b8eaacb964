/** An announcement's audience in SQL: matchesAudience (announcements.rules.ts) as one condition on croudies. */
import { count, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { ACCESS_ENDING_STATUSES } from '../../kit/auth/index.js';
import type { Database } from '../../kit/db/index.js';
import { badUserInput, type FieldErrors } from '../../kit/errors.js';
import { croudieLanguages, croudieQualifications, croudies, principalIdOf, principalRoles } from '../people/index.js';
import { qualifications } from '../reference/index.js';
import { AUDIENCE_FILTER_KINDS, type Audience, type AudienceFilterKind } from './announcements.rules.js';

const CROUDIE_PRINCIPAL_PREFIX = principalIdOf('CROUDIE', '');

/** Whether the croudie of the current `croudies` row has one of `values` of this kind; never null. */
function hasOneOf(kind: AudienceFilterKind, values: readonly (string | number)[]): SQL {
  switch (kind) {
    case 'roles':
      return sql`exists (select 1 from ${principalRoles} where ${principalRoles.principalId} = ${CROUDIE_PRINCIPAL_PREFIX} || ${croudies.id}::text
        and ${inArray(principalRoles.role, values as string[])})`;
    case 'countryCodes':
      return sql`coalesce(${inArray(croudies.countryCode, values as string[])}, false)`;
    case 'languageCodes':
      return sql`exists (select 1 from ${croudieLanguages} where ${croudieLanguages.croudieId} = ${croudies.id}
        and ${inArray(croudieLanguages.code, values as string[])})`;
    case 'qualificationIds':
      return sql`exists (select 1 from ${croudieQualifications} where ${croudieQualifications.croudieId} = ${croudies.id}
        and ${inArray(croudieQualifications.qualificationId, values as number[])})`;
    case 'accountStatuses':
      return inArray(croudies.status, values as (typeof croudies.status._.data)[]);
  }
}

/** The audience as a condition on the `croudies` table (each list by an index: roles, languages, qualifications). */
export function audienceCondition(audience: Audience): SQL {
  // people who can no longer sign in are never sent one (matchesAudience)
  const parts: SQL[] = [notInArray(croudies.status, [...ACCESS_ENDING_STATUSES])];
  for (const kind of AUDIENCE_FILTER_KINDS) {
    const include = audience.include[kind] as readonly (string | number)[];
    const exclude = audience.exclude[kind] as readonly (string | number)[];
    if (include.length) parts.push(hasOneOf(kind, include));
    if (exclude.length) parts.push(sql`not ${hasOneOf(kind, exclude)}`);
  }
  if (audience.excludedCroudieIds.length) parts.push(sql`not ${inArray(croudies.id, audience.excludedCroudieIds)}`);
  return sql.join(parts, sql` and `);
}

/** How many croudies the audience matches now (the form's preview). */
export async function countAudience(db: Database, audience: Audience): Promise<number> {
  const [row] = await db.select({ n: count() }).from(croudies).where(audienceCondition(audience));
  return Number(row?.n ?? 0);
}

/**
 * Refuses qualifications and excluded croudies that do not exist, naming the field (`<prefix>.include.qualificationIds`,
 * `<prefix>.excludedCroudieIds`); one statement, and none when the audience names no id.
 */
export async function checkAudienceIds(db: Database, audience: Audience, prefix: string): Promise<void> {
  const qualificationIds = [...new Set([...audience.include.qualificationIds, ...audience.exclude.qualificationIds])];
  const croudieIds = audience.excludedCroudieIds;
  if (!qualificationIds.length && !croudieIds.length) return;
  const none = sql`false`;
  const { rows } = (await db.execute(sql`
    select 'qualification' as kind, ${qualifications.id} as id from ${qualifications}
      where ${qualificationIds.length ? inArray(qualifications.id, qualificationIds) : none}
    union all
    select 'croudie', ${croudies.id} from ${croudies} where ${croudieIds.length ? inArray(croudies.id, croudieIds) : none}
  `)) as unknown as { rows: { kind: string; id: number }[] };
  const found = new Set(rows.map((r) => `${r.kind}:${Number(r.id)}`));
  const errors: FieldErrors = {};
  for (const side of ['include', 'exclude'] as const) {
    const missing = audience[side].qualificationIds.filter((id) => !found.has(`qualification:${id}`));
    if (missing.length) errors[`${prefix}.${side}.qualificationIds`] = `No qualification with id ${missing.join(', ')}`;
  }
  const missingCroudies = croudieIds.filter((id) => !found.has(`croudie:${id}`));
  if (missingCroudies.length) errors[`${prefix}.excludedCroudieIds`] = `No croudie with id ${missingCroudies.join(', ')}`;
  if (Object.keys(errors).length) throw badUserInput(errors);
}
