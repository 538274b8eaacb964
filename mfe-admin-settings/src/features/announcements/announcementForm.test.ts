// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { FORM_ERROR } from 'final-form';
import {
  announcementErrors,
  announcementInputOf,
  announcementServerErrors,
  announcementValuesOf,
  formFieldOf,
  newAnnouncementValues,
  previewOf,
  saveOutcomeOf,
  type AnnouncementValues,
} from './announcementForm';
import { detailsOf, draft, NOW } from './announcementsTesting';

const now = new Date(NOW);
const valid = (over: Partial<AnnouncementValues> = {}): AnnouncementValues => ({
  ...newAnnouncementValues(),
  subject: 'Payment day',
  body: '<p>Payment is on the 19th.</p>',
  ...over,
});

describe('the announcement form’s rules: the API’s, in its words', () => {
  it('wants a subject and a body that is more than markup cleaned away', () => {
    expect(announcementErrors(valid(), now)).toEqual({});
    expect(announcementErrors(valid({ subject: '  ', body: '<script>alert(1)</script>' }), now)).toEqual({
      subject: 'Enter a subject',
      body: "Enter the announcement's body",
    });
    expect(announcementErrors(valid({ subject: 'x'.repeat(201), body: 'x'.repeat(20_001) }), now)).toEqual({
      subject: 'The subject is at most 200 characters',
      body: 'The body is at most 20000 characters',
    });
  });

  it('keeps the buttons’ labels to 60 characters and the lifetime to whole days from 1 to 365', () => {
    expect(announcementErrors(valid({ positiveLabel: 'y'.repeat(61), negativeLabel: 'n'.repeat(61) }), now)).toEqual({
      positiveLabel: "The positive button's label is at most 60 characters",
      negativeLabel: "The negative button's label is at most 60 characters",
    });
    for (const lifetimeDays of [0, 1.5, 366]) {
      expect(announcementErrors(valid({ lifetimeDays }), now)).toEqual({
        lifetimeDays: 'The lifetime is a whole number of days from 1 to 365',
      });
    }
    expect(announcementErrors(valid({ lifetimeDays: 365 }), now)).toEqual({});
  });

  it('wants a schedule in the future by the platform clock, with its day and its time, and not with send on save', () => {
    expect(announcementErrors(valid({ scheduleDate: '2026-11-20', scheduleTime: '10:00' }), now)).toEqual({
      scheduleDate: 'Choose a time in the future, or send it now',
    });
    expect(announcementErrors(valid({ scheduleDate: '2026-11-20', scheduleTime: '10:15' }), now)).toEqual({});
    expect(announcementErrors(valid({ scheduleDate: '2026-11-21', scheduleTime: null }), now)).toEqual({
      scheduleDate: 'Choose both a date and a time, or neither',
    });
    expect(announcementErrors(valid({ scheduleDate: null, scheduleTime: '09:00' }), now)).toEqual({
      scheduleTime: 'Choose both a date and a time, or neither',
    });
    expect(announcementErrors(valid({ scheduleDate: '2026-11-21', scheduleTime: '09:00', sendOnSave: true }), now)).toEqual({
      scheduleDate: 'Send on save sends it now: leave the schedule empty, or do not send on save',
    });
  });

  it('reads the schedule in London time: 09:00 on a summer day is 08:00 UTC', () => {
    const input = announcementInputOf(valid({ scheduleDate: '2027-07-01', scheduleTime: '09:00' }), null);
    expect(input.scheduledAt).toBe('2027-07-01T08:00:00.000Z');
  });

  it('allows at most 100 values a filter list, on the list it is about', () => {
    const many = Array.from({ length: 101 }, (_, i) => String(i + 1));
    expect(announcementErrors(valid({ exclude: { ...valid().exclude, qualificationIds: many } }), now)).toEqual({
      exclude: { qualificationIds: 'At most 100 values' },
    });
  });
});

describe('what saving does and sends', () => {
  it('says Save draft, Schedule or Send now', () => {
    expect(saveOutcomeOf(valid())).toBe('draft');
    expect(saveOutcomeOf(valid({ scheduleDate: '2026-11-21', scheduleTime: '09:00' }))).toBe('schedule');
    expect(saveOutcomeOf(valid({ sendOnSave: true }))).toBe('send');
  });

  it('sends the API’s input: trimmed, empty labels as none, the schedule as an instant, the audience as lists', () => {
    const values = valid({
      subject: '  Payment day  ',
      allowResponse: true,
      positiveLabel: ' ',
      negativeLabel: ' Not now ',
      scheduleDate: '2026-11-21',
      scheduleTime: 'end_of_day',
      lifetimeDays: 7,
      include: { roles: ['croudie-active'], countryCodes: ['NZ'], languageCodes: ['en'], qualificationIds: [], accountStatuses: [] },
      exclude: { roles: [], countryCodes: [], languageCodes: [], qualificationIds: ['3'], accountStatuses: ['offboarded'] },
      excludedCroudieIds: ['9'],
    });
    expect(announcementInputOf(values, '12')).toEqual({
      id: '12',
      subject: 'Payment day',
      body: '<p>Payment is on the 19th.</p>',
      allowResponse: true,
      positiveLabel: null,
      negativeLabel: 'Not now',
      // End of the day is 23:00
      scheduledAt: '2026-11-21T23:00:00.000Z',
      lifetimeDays: 7,
      sendOnSave: false,
      audience: {
        include: { roles: ['croudie-active'], countryCodes: ['NZ'], languageCodes: ['en'], qualificationIds: [], accountStatuses: [] },
        exclude: { roles: [], countryCodes: [], languageCodes: [], qualificationIds: ['3'], accountStatuses: ['offboarded'] },
        excludedCroudieIds: ['9'],
      },
    });
    expect(announcementInputOf(valid({ sendOnSave: true }), null)).toMatchObject({ sendOnSave: true, scheduledAt: null });
    expect(announcementInputOf(valid(), null)).not.toHaveProperty('id');
  });

  it('reads a saved one back, its schedule in London time', () => {
    const values = announcementValuesOf(
      detailsOf(draft, { scheduledAt: '2027-07-01T08:00:00.000Z', negativeLabel: 'No', lifetimeDays: 3 }) as Parameters<
        typeof announcementValuesOf
      >[0],
    );
    expect(values).toMatchObject({
      scheduleDate: '2027-07-01',
      scheduleTime: '09:00',
      negativeLabel: 'No',
      positiveLabel: '',
      lifetimeDays: 3,
    });
  });
});

describe('the preview of what croudies get (the API’s buttons → type and actions)', () => {
  it('no response and no button: an alert', () => {
    expect(previewOf(valid())).toMatchObject({ name: 'Payment day', type: 'alert', actions: [] });
  });
  it('a button or two: their own actions, the negative one declining', () => {
    expect(previewOf(valid({ positiveLabel: 'Got it', negativeLabel: 'Not for me' }))).toMatchObject({
      type: 'other',
      actions: [
        { name: 'Got it', targetState: 'read' },
        { name: 'Not for me', targetState: 'declined' },
      ],
    });
  });
  it('a response allowed: Reply first, then Send reply unless the positive button is named', () => {
    expect(previewOf(valid({ allowResponse: true }))).toMatchObject({
      type: 'response',
      actions: [{ name: 'Send reply', targetState: 'read' }],
    });
  });
  it('says where the subject shows until there is one', () => {
    expect(previewOf(valid({ subject: '' })).name).toBe('The subject shows here');
  });
});

describe('the API’s refusals on the form’s fields', () => {
  it('maps input paths onto fields, the audience nested', () => {
    expect(formFieldOf('input.scheduledAt')).toBe('scheduleDate');
    expect(formFieldOf('input.subject')).toBe('subject');
    expect(formFieldOf('input.audience.include.countryCodes.0')).toBe('include.countryCodes');
    expect(formFieldOf('input.audience.excludedCroudieIds.2')).toBe('excludedCroudieIds');
    expect(formFieldOf('input.id')).toBe(FORM_ERROR);
    expect(
      announcementServerErrors({
        'input.audience.include.countryCodes.0': 'A country code of ISO 3166-1, e.g. GB',
        'input.scheduledAt': 'Choose a time in the future, or send it now',
      }),
    ).toEqual({
      include: { countryCodes: 'A country code of ISO 3166-1, e.g. GB' },
      scheduleDate: 'Choose a time in the future, or send it now',
    });
    expect(announcementServerErrors({})).toBeUndefined();
  });
});
