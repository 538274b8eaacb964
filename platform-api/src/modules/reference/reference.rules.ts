import { IANAZone } from 'luxon';
import * as v from 'valibot';
import { IdsFilterSchema } from '../../kit/graphql/list-filters.js';

/** The spec's rules for the reference data of settings (staff-and-admin.md §3, §5, §8, §9; ADR 0256). */

export const NAME_MAX = 120;
export const DESCRIPTION_MAX = 1000;
export const SLUG_MAX = 60;
export const SEARCH_MAX = 200;

export const REQUIRED = 'This field is required';
/** §8 Team, verbatim (the spec's spelling). */
export const LAST_TEAM_MESSAGE = 'Cannot delete! User must be a part of atleast 1 team';
/** §8 "Verification create with status 400", verbatim (the spec's spelling); the API answers it as a CONFLICT. */
export const VERIFICATION_DUPLICATE_MESSAGE = 'A verification of this name already exisits';
export const CAMPUS_IMPORTED_MESSAGE = 'Campus-imported qualifications cannot be edited or deleted';
export const SLUG_DUPLICATE_MESSAGE = 'A channel type with this slug already exists';

/** What the CONFLICT of a second record of the same name (in any case) says. */
export function duplicateNameMessage(label: string): string {
  return label === 'verification' ? VERIFICATION_DUPLICATE_MESSAGE : `A ${label} of this name already exists`;
}

export function officeInUseMessage(teamCount: number): string {
  return `This office is used by ${teamCount} ${teamCount === 1 ? 'team' : 'teams'}: move ${teamCount === 1 ? 'it' : 'them'} to another office first`;
}

// ---- Fields

const name = v.pipe(v.string(REQUIRED), v.trim(), v.minLength(1, REQUIRED), v.maxLength(NAME_MAX, `At most ${NAME_MAX} characters`));

/** Optional text: blank is no description (null). */
const description = v.pipe(
  v.optional(v.nullable(v.string()), null),
  v.transform((text) => text?.trim() || null),
  v.nullable(v.pipe(v.string(), v.maxLength(DESCRIPTION_MAX, `At most ${DESCRIPTION_MAX} characters`))),
);

export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** ISO 3166-1 alpha-2: the 249 officially assigned codes. */
export const COUNTRY_CODES: ReadonlySet<string> = new Set(
  (
    'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC ' +
    'CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD ' +
    'GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH ' +
    'KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW ' +
    'MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC ' +
    'SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY ' +
    'UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
  ).split(' '),
);

/**
 * An IANA zone name as the tz database spells it ("Europe/London", "Asia/Kolkata", "UTC"). Node's
 * Intl.supportedValuesOf('timeZone') lists only canonical names (Asia/Calcutta, not Asia/Kolkata) and lacks UTC, so
 * the zone is checked by luxon (Intl accepts it) and its spelling by the pattern (no "europe/london", no offsets).
 */
export function isTimezone(zone: string): boolean {
  return /^(UTC|[A-Z][A-Za-z_-]*(\/[A-Za-z0-9_+-]+)+)$/.test(zone) && IANAZone.isValidZone(zone);
}

const id = (what: string) => v.pipe(v.string(REQUIRED), v.trim(), v.regex(/^[1-9][0-9]{0,9}$/, `Not ${what} id`), v.transform(Number));

// ---- The inputs of each entity

export const VerticalSchema = v.object({ name });

export const ChannelTypeSchema = v.object({
  name,
  slug: v.pipe(
    v.string(REQUIRED),
    v.trim(),
    v.minLength(1, REQUIRED),
    v.maxLength(SLUG_MAX, `At most ${SLUG_MAX} characters`),
    v.regex(SLUG_PATTERN, 'Lower-case letters and digits in words joined by hyphens, e.g. paid-search'),
  ),
});

export const OfficeSchema = v.object({
  name,
  country: v.pipe(
    v.string(REQUIRED),
    v.trim(),
    v.minLength(1, REQUIRED),
    v.toUpperCase(),
    v.check((code) => COUNTRY_CODES.has(code), 'A country code of ISO 3166-1, e.g. GB'),
  ),
  timezone: v.pipe(v.string(REQUIRED), v.trim(), v.minLength(1, REQUIRED), v.check(isTimezone, 'An IANA timezone, e.g. Europe/London')),
});

export const QualificationSchema = v.object({ name, description });

export const VerificationSchema = v.object({ name, description });

export const TeamSchema = v.object({
  name,
  officeId: id('an office'),
  leaderId: v.optional(v.nullable(id('a user')), null),
});

// ---- Lists

/** Fields each list sorts by (§9: by id, newest first, unless the caller asks otherwise). */
export const SORT_FIELDS = {
  verticals: ['id', 'name'],
  channelTypes: ['id', 'name', 'slug'],
  offices: ['id', 'name', 'country', 'timezone'],
  qualifications: ['id', 'name', 'campusImported'],
  verifications: ['id', 'name'],
  teams: ['id', 'name', 'office', 'memberCount'],
  agencyChannels: ['id', 'name', 'initials', 'internal'],
} as const;
export type ReferenceList = keyof typeof SORT_FIELDS;
export const DEFAULT_SORT = { field: 'id', direction: 'DESC' } as const;

export function sortSchema<const F extends readonly string[]>(fields: F) {
  return v.object({
    field: v.picklist(fields, `Sort by one of: ${fields.join(', ')}`),
    direction: v.picklist(['ASC', 'DESC'] as const),
  });
}

export const FiltersSchema = v.object({
  search: v.pipe(
    v.optional(v.nullable(v.string()), null),
    v.transform((text) => text?.trim() || null),
    v.nullable(v.pipe(v.string(), v.maxLength(SEARCH_MAX, `Search is at most ${SEARCH_MAX} characters`))),
  ),
  /** The rows whose labels a picker needs (ADR 0262). */
  ids: IdsFilterSchema,
});

// ---- Teams

/**
 * A staff user belongs to at least one team (§5): who of `members` would be left without a team if `teamId` lost
 * them. `teamsOf` holds every team of each member.
 */
export function membersLeftWithoutTeam(
  teamsOf: ReadonlyMap<number, readonly number[]>,
  teamId: number,
  members: readonly number[],
): number[] {
  return members.filter((userId) => (teamsOf.get(userId) ?? []).every((t) => t === teamId));
}
