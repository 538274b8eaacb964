import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldErrorsFrom } from '../../kit/errors.js';
import { announcementFormSchema, AudienceSchema } from './announcements.form.js';
import {
  announcementActionRefusal,
  announcementShape,
  availableAnnouncementActions,
  buttonsOf,
  copySubject,
  DEFAULT_REPLY_LABEL,
  lifetimeEnd,
  matchesAudience,
  NO_AUDIENCE_FILTERS,
  rateOf,
  remainingSeconds,
  reportDays,
  statusOnSave,
  type Audience,
  type AudienceFacts,
} from './announcements.rules.js';

const NOW = new Date('2026-03-15T09:00:00Z');
const HOUR = 3600_000;

const croudie = (overrides: Partial<AudienceFacts> = {}): AudienceFacts => ({
  id: 1,
  roles: ['croudie-active'],
  countryCode: 'GB',
  languageCodes: ['en', 'fr'],
  qualificationIds: [7],
  accountStatus: 'active',
  ...overrides,
});
const audience = (overrides: { include?: object; exclude?: object; excludedCroudieIds?: number[] } = {}): Audience => ({
  include: { ...NO_AUDIENCE_FILTERS, ...overrides.include },
  exclude: { ...NO_AUDIENCE_FILTERS, ...overrides.exclude },
  excludedCroudieIds: overrides.excludedCroudieIds ?? [],
});

describe('matchesAudience', () => {
  it('takes every croudie when nothing is filtered', () => {
    expect(matchesAudience(croudie(), audience())).toBe(true);
    expect(matchesAudience(croudie({ countryCode: null, languageCodes: [], roles: [] }), audience())).toBe(true);
  });

  it('never takes a croudie who can no longer sign in, whatever the filters say', () => {
    for (const accountStatus of ['blocked', 'suspended', 'offboarded', 'deleted', 'anonymised']) {
      expect(matchesAudience(croudie({ accountStatus }), audience())).toBe(false);
      expect(matchesAudience(croudie({ accountStatus }), audience({ include: { accountStatuses: [accountStatus] } }))).toBe(false);
    }
    expect(matchesAudience(croudie({ accountStatus: 'inactive' }), audience())).toBe(true);
  });

  it('needs one value of every non-empty include list', () => {
    const gbOrIe = audience({ include: { countryCodes: ['GB', 'IE'] } });
    expect(matchesAudience(croudie(), gbOrIe)).toBe(true);
    expect(matchesAudience(croudie({ countryCode: 'US' }), gbOrIe)).toBe(false);
    expect(matchesAudience(croudie({ countryCode: null }), gbOrIe)).toBe(false);
    const gbAndGerman = audience({ include: { countryCodes: ['GB'], languageCodes: ['de', 'es'] } });
    expect(matchesAudience(croudie(), gbAndGerman)).toBe(false);
    expect(matchesAudience(croudie({ languageCodes: ['es'] }), gbAndGerman)).toBe(true);
    expect(matchesAudience(croudie(), audience({ include: { qualificationIds: [3, 7], roles: ['croudie-active'] } }))).toBe(true);
  });

  it('leaves out a croudie matching any value of any exclude list, or excluded by id', () => {
    expect(matchesAudience(croudie(), audience({ exclude: { roles: ['croudie-pending'] } }))).toBe(true);
    expect(matchesAudience(croudie({ roles: ['croudie-pending'] }), audience({ exclude: { roles: ['croudie-pending'] } }))).toBe(false);
    expect(matchesAudience(croudie(), audience({ exclude: { languageCodes: ['fr'] } }))).toBe(false);
    expect(matchesAudience(croudie(), audience({ exclude: { accountStatuses: ['blocked', 'active'] } }))).toBe(false);
    expect(matchesAudience(croudie({ countryCode: null }), audience({ exclude: { countryCodes: ['GB'] } }))).toBe(true);
    expect(matchesAudience(croudie(), audience({ excludedCroudieIds: [1] }))).toBe(false);
    expect(matchesAudience(croudie({ id: 2 }), audience({ excludedCroudieIds: [1] }))).toBe(true);
  });

  it('excludes before it includes', () => {
    const both = audience({ include: { countryCodes: ['GB'] }, exclude: { qualificationIds: [7] } });
    expect(matchesAudience(croudie(), both)).toBe(false);
    expect(matchesAudience(croudie({ qualificationIds: [] }), both)).toBe(true);
  });
});

describe("the form's buttons on the croudies' type and actions", () => {
  it('makes an alert of no response and no button', () => {
    expect(announcementShape({ allowResponse: false, positiveLabel: null, negativeLabel: null })).toEqual({ type: 'alert', actions: [] });
  });

  it('makes type other of buttons without a response: positive answers read, negative declined', () => {
    expect(announcementShape({ allowResponse: false, positiveLabel: 'Yes', negativeLabel: 'No' })).toEqual({
      type: 'other',
      actions: [
        { name: 'Yes', targetState: 'read' },
        { name: 'No', targetState: 'declined' },
      ],
    });
    expect(announcementShape({ allowResponse: false, positiveLabel: null, negativeLabel: 'No' })).toEqual({
      type: 'other',
      actions: [{ name: 'No', targetState: 'declined' }],
    });
  });

  it(`makes type response of a response, its positive button "${DEFAULT_REPLY_LABEL}" unless named`, () => {
    expect(announcementShape({ allowResponse: true, positiveLabel: null, negativeLabel: null })).toEqual({
      type: 'response',
      actions: [{ name: DEFAULT_REPLY_LABEL, targetState: 'read' }],
    });
    expect(announcementShape({ allowResponse: true, positiveLabel: 'Count me in', negativeLabel: 'Not this time' })).toEqual({
      type: 'response',
      actions: [
        { name: 'Count me in', targetState: 'read' },
        { name: 'Not this time', targetState: 'declined' },
      ],
    });
  });

  it('reads the buttons back from the type and actions', () => {
    for (const buttons of [
      { allowResponse: false, positiveLabel: null, negativeLabel: null },
      { allowResponse: false, positiveLabel: 'Yes', negativeLabel: 'No' },
      { allowResponse: false, positiveLabel: null, negativeLabel: 'No' },
      { allowResponse: true, positiveLabel: 'Send', negativeLabel: null },
    ]) {
      const { type, actions } = announcementShape(buttons);
      expect(buttonsOf(type, actions)).toEqual(buttons);
    }
  });
});

describe('statuses and actions', () => {
  it('offers save and send before sending, complete while active, delete unless active, copy always', () => {
    expect(availableAnnouncementActions('draft')).toEqual(['save', 'send', 'delete', 'copy']);
    expect(availableAnnouncementActions('scheduled')).toEqual(['save', 'send', 'delete', 'copy']);
    expect(availableAnnouncementActions('active')).toEqual(['complete', 'copy']);
    expect(availableAnnouncementActions('complete')).toEqual(['delete', 'copy']);
  });

  it('says why an action is refused', () => {
    expect(announcementActionRefusal('save', 'active')).toBe('A sent announcement cannot be changed: copy it to make a new one');
    expect(announcementActionRefusal('save', 'complete')).toBe('A sent announcement cannot be changed: copy it to make a new one');
    expect(announcementActionRefusal('send', 'active')).toBe('This announcement has already been sent');
    expect(announcementActionRefusal('complete', 'draft')).toBe(
      'This announcement has not been sent: only an active announcement can be completed',
    );
    expect(announcementActionRefusal('complete', 'complete')).toBe('This announcement is already complete');
    expect(announcementActionRefusal('delete', 'active')).toBe('An active announcement cannot be deleted: complete it first');
    expect(announcementActionRefusal('delete', 'scheduled')).toBeNull();
    expect(announcementActionRefusal('copy', 'active')).toBeNull();
  });

  it('saves a draft, or scheduled with a schedule; a copy is "Copy of …" within 200 characters', () => {
    expect(statusOnSave(null)).toBe('draft');
    expect(statusOnSave(NOW)).toBe('scheduled');
    expect(copySubject('Tax year')).toBe('Copy of Tax year');
    expect(copySubject('x'.repeat(200))).toHaveLength(200);
  });
});

describe('lifetime and report arithmetic', () => {
  it('ends a lifetime whole days after sending and counts the seconds left while active', () => {
    expect(lifetimeEnd(NOW, 2)).toEqual(new Date('2026-03-17T09:00:00Z'));
    expect(lifetimeEnd(NOW, null)).toBeNull();
    expect(lifetimeEnd(null, 2)).toBeNull();
    const active = { status: 'active' as const, activatedAt: NOW, lifetimeDays: 1 };
    expect(remainingSeconds(active, new Date(NOW.getTime() + HOUR))).toBe(23 * 3600);
    expect(remainingSeconds(active, new Date(NOW.getTime() + 30 * HOUR))).toBe(0);
    expect(remainingSeconds({ ...active, lifetimeDays: null }, NOW)).toBeNull();
    expect(remainingSeconds({ ...active, status: 'complete' }, NOW)).toBeNull();
  });

  it('gives rates of the recipients and the UTC days since sending', () => {
    expect(rateOf(1, 4)).toBe(0.25);
    expect(rateOf(0, 0)).toBe(0);
    expect(reportDays(new Date('2026-03-15T23:30:00Z'), new Date('2026-03-17T00:10:00Z'))).toEqual([
      '2026-03-15',
      '2026-03-16',
      '2026-03-17',
    ]);
    expect(reportDays(new Date('2024-01-01T00:00:00Z'), NOW)).toHaveLength(366);
    expect(reportDays(NOW, new Date(NOW.getTime() - 48 * HOUR))).toEqual([]);
  });
});

describe("the form's validation", () => {
  const errorsOf = (input: Record<string, unknown>) => {
    const result = v.safeParse(announcementFormSchema(NOW), { subject: 'Hello', body: '<p>Hi</p>', ...input });
    return result.success ? {} : fieldErrorsFrom(result.issues);
  };

  it('accepts a minimal draft, trimming labels and cleaning the body', () => {
    const result = v.parse(announcementFormSchema(NOW), {
      subject: '  Hello ',
      body: '<p onclick="x()">Hi</p><script>x()</script>',
      positiveLabel: '  ',
      negativeLabel: ' No ',
    });
    expect(result).toMatchObject({
      id: null,
      subject: 'Hello',
      body: '<p>Hi</p>',
      allowResponse: false,
      positiveLabel: null,
      negativeLabel: 'No',
      scheduledAt: null,
      lifetimeDays: null,
      sendOnSave: false,
      audience: { include: NO_AUDIENCE_FILTERS, exclude: NO_AUDIENCE_FILTERS, excludedCroudieIds: [] },
    });
  });

  it('requires a subject and a body, within their lengths', () => {
    expect(errorsOf({ subject: ' ', body: '<script>x()</script>' })).toEqual({
      subject: 'Enter a subject',
      body: "Enter the announcement's body",
    });
    expect(errorsOf({ subject: 'x'.repeat(201), body: 'x'.repeat(20_001) })).toEqual({
      subject: 'The subject is at most 200 characters',
      body: 'The body is at most 20000 characters',
    });
  });

  it("limits the buttons' labels", () => {
    expect(errorsOf({ positiveLabel: 'x'.repeat(61), negativeLabel: 'y'.repeat(61) })).toEqual({
      positiveLabel: "The positive button's label is at most 60 characters",
      negativeLabel: "The negative button's label is at most 60 characters",
    });
  });

  it('takes a lifetime of whole days from 1 to 365', () => {
    const message = 'The lifetime is a whole number of days from 1 to 365';
    expect(errorsOf({ lifetimeDays: 0 })).toEqual({ lifetimeDays: message });
    expect(errorsOf({ lifetimeDays: 366 })).toEqual({ lifetimeDays: message });
    expect(errorsOf({ lifetimeDays: 1.5 })).toEqual({ lifetimeDays: message });
    expect(errorsOf({ lifetimeDays: 365 })).toEqual({});
  });

  it('schedules only in the future, and not together with send on save', () => {
    expect(errorsOf({ scheduledAt: new Date(NOW.getTime() - 1000) })).toEqual({
      scheduledAt: 'Choose a time in the future, or send it now',
    });
    expect(errorsOf({ scheduledAt: NOW })).toEqual({ scheduledAt: 'Choose a time in the future, or send it now' });
    expect(errorsOf({ scheduledAt: new Date(NOW.getTime() + HOUR) })).toEqual({});
    expect(errorsOf({ scheduledAt: new Date(NOW.getTime() + HOUR), sendOnSave: true })).toEqual({
      scheduledAt: 'Send on save sends it now: leave the schedule empty, or do not send on save',
    });
  });

  it('refuses malformed ids', () => {
    expect(errorsOf({ id: '0' })).toEqual({ id: 'Not a valid id' });
    expect(errorsOf({ id: 'abc' })).toEqual({ id: 'Not a valid id' });
  });

  it('normalises the filters (codes, repeats) and names each bad value by its path', () => {
    const parsed = v.parse(AudienceSchema, {
      include: { countryCodes: ['gb', 'GB', ' ie '], languageCodes: ['EN'], qualificationIds: ['3', '3'] },
      exclude: { roles: ['croudie-pending'], accountStatuses: ['blocked'] },
      excludedCroudieIds: ['12'],
    });
    expect(parsed).toEqual({
      include: { ...NO_AUDIENCE_FILTERS, countryCodes: ['GB', 'IE'], languageCodes: ['en'], qualificationIds: [3] },
      exclude: { ...NO_AUDIENCE_FILTERS, roles: ['croudie-pending'], accountStatuses: ['blocked'] },
      excludedCroudieIds: [12],
    });
    const bad = v.safeParse(AudienceSchema, {
      include: { countryCodes: ['GB', 'XX'], roles: ['staff'] },
      exclude: { languageCodes: ['klingon'], accountStatuses: ['asleep'], qualificationIds: ['x'] },
      excludedCroudieIds: Array.from({ length: 1001 }, (_, i) => String(i + 1)),
    });
    expect(bad.success).toBe(false);
    expect(fieldErrorsFrom(bad.issues!)).toEqual({
      'include.countryCodes.1': 'A country code of ISO 3166-1, e.g. GB',
      'include.roles.0': 'A croudie role: croudie-pending, croudie-active, croudie-inactive',
      'exclude.languageCodes.0': 'A language code of ISO 639-1, e.g. en',
      'exclude.accountStatuses.0': expect.stringMatching(/^An account status: pending, active, /),
      'exclude.qualificationIds.0': 'Not a valid id',
      excludedCroudieIds: 'At most 1000 excluded croudies',
    });
  });
});
