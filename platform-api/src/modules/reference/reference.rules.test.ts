import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ChannelTypeSchema,
  COUNTRY_CODES,
  duplicateNameMessage,
  isTimezone,
  membersLeftWithoutTeam,
  OfficeSchema,
  QualificationSchema,
  TeamSchema,
  VerticalSchema,
} from './reference.rules.js';

const issues = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? [] : result.issues.map((i) => `${i.path?.map((p) => String(p.key)).join('.')}: ${i.message}`);
};

describe('reference data rules', () => {
  it('trims names and requires them, up to 120 characters', () => {
    expect(v.parse(VerticalSchema, { name: '  Retail ' })).toEqual({ name: 'Retail' });
    expect(issues(VerticalSchema, { name: '   ' })).toEqual(['name: This field is required']);
    expect(issues(VerticalSchema, { name: 'x'.repeat(121) })).toEqual(['name: At most 120 characters']);
    expect(issues(VerticalSchema, { name: 'x'.repeat(120) })).toEqual([]);
  });

  it('keeps slugs lower-case kebab', () => {
    for (const slug of ['seo', 'paid-search', 'a1-b2-c3']) expect(issues(ChannelTypeSchema, { name: 'n', slug })).toEqual([]);
    for (const slug of ['Paid-Search', 'paid search', 'paid--search', '-seo', 'seo-', 'paid_search'])
      expect(issues(ChannelTypeSchema, { name: 'n', slug })).toEqual([
        'slug: Lower-case letters and digits in words joined by hyphens, e.g. paid-search',
      ]);
  });

  it('knows the 249 ISO 3166-1 countries, in upper case', () => {
    expect(COUNTRY_CODES.size).toBe(249);
    expect(v.parse(OfficeSchema, { name: 'Dublin', country: ' ie ', timezone: 'Europe/Dublin' }).country).toBe('IE');
    for (const country of ['UK', 'EU', 'XK', 'GBR', 'G'])
      expect(issues(OfficeSchema, { name: 'n', country, timezone: 'UTC' })).toEqual(['country: A country code of ISO 3166-1, e.g. GB']);
  });

  it('takes IANA timezones as the tz database spells them, aliases included', () => {
    for (const zone of ['Europe/London', 'Asia/Kolkata', 'Asia/Calcutta', 'America/Argentina/Buenos_Aires', 'UTC', 'Etc/GMT+1'])
      expect(isTimezone(zone), zone).toBe(true);
    for (const zone of ['europe/london', 'Mars/Olympus', '+01:00', 'GMT+1', 'London', '']) expect(isTimezone(zone), zone).toBe(false);
  });

  it('makes a blank description no description', () => {
    expect(v.parse(QualificationSchema, { name: 'n', description: '  ' }).description).toBeNull();
    expect(v.parse(QualificationSchema, { name: 'n' }).description).toBeNull();
    expect(issues(QualificationSchema, { name: 'n', description: 'x'.repeat(1001) })).toEqual(['description: At most 1000 characters']);
  });

  it('reads team ids, the leader being optional', () => {
    expect(v.parse(TeamSchema, { name: 'Team', officeId: '3' })).toEqual({ name: 'Team', officeId: 3, leaderId: null });
    expect(issues(TeamSchema, { name: 'Team', officeId: 'x', leaderId: '0' })).toEqual([
      'officeId: Not an office id',
      'leaderId: Not a user id',
    ]);
  });

  it("says the spec's words for a second verification of a name", () => {
    expect(duplicateNameMessage('verification')).toBe('A verification of this name already exisits');
    expect(duplicateNameMessage('channel type')).toBe('A channel type of this name already exists');
  });

  it('finds the members a team change would leave without a team', () => {
    const teamsOf = new Map([
      [1, [10]],
      [2, [10, 11]],
      [3, [11]],
    ]);
    expect(membersLeftWithoutTeam(teamsOf, 10, [1, 2])).toEqual([1]);
    expect(membersLeftWithoutTeam(teamsOf, 11, [2, 3])).toEqual([3]);
    expect(membersLeftWithoutTeam(teamsOf, 10, [2])).toEqual([]);
  });
});
