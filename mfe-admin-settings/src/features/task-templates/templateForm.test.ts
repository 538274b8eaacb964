import { describe, expect, it } from 'vitest';
import { FORM_ERROR } from 'final-form';
import { TASK_MESSAGES } from '@work/shared-contracts/tasks';
import { t } from '../../text';
import { costText, durationText, instantText } from './templateDisplay';
import {
  briefParts,
  newTemplateValues,
  templateErrors,
  templateInputOf,
  templateServerErrors,
  templateValuesOf,
  type TemplateValues,
} from './templateForm';

const filled = (change: Partial<TemplateValues> = {}): TemplateValues => ({
  ...newTemplateValues(),
  name: 'Keyword research',
  title: 'Research keywords for {{job_owner_name}}',
  fixedCost: 12.5,
  ...change,
});

describe('the template form’s rules (the shared TaskTemplateInputSchema)', () => {
  it('passes a filled single template, and a QA one without a cost', () => {
    expect(templateErrors(filled())).toBeUndefined();
    expect(templateErrors(filled({ type: 'QA', fixedCost: null }))).toBeUndefined();
  });

  it('asks for the name and the title', () => {
    expect(templateErrors(filled({ name: ' ', title: '' }))).toEqual({ name: TASK_MESSAGES.required, title: TASK_MESSAGES.required });
  });

  it('puts the cost’s rule on the amount the cost type shows', () => {
    expect(templateErrors(filled({ fixedCost: null }))).toEqual({ fixedCost: TASK_MESSAGES.fixedCost });
    expect(templateErrors(filled({ fixedCost: 1.234 }))).toEqual({ fixedCost: TASK_MESSAGES.fixedCost });
    expect(templateErrors(filled({ costType: 'minutes', allocatedMinutes: 0 }))).toEqual({
      allocatedMinutes: TASK_MESSAGES.allocatedMinutes,
    });
    expect(templateErrors(filled({ costType: 'none', fixedCost: null }))).toBeUndefined();
  });

  it('knows only the three merge fields, and wants a lifetime and a deadline time from the lists', () => {
    expect(templateErrors(filled({ brief: 'Hello {{first_name}}' }))).toEqual({ brief: TASK_MESSAGES.unknownMergeField });
    expect(templateErrors(filled({ lifetimeMinutes: null, deadlineTime: null }))).toEqual({
      lifetimeMinutes: TASK_MESSAGES.lifetime,
      deadlineTime: TASK_MESSAGES.deadlineTime,
    });
  });
});

describe('what the form sends', () => {
  it('sends a single template’s cost as its type says', () => {
    expect(templateInputOf(filled({ name: ' Keyword research ', openQueue: true }))).toEqual({
      name: 'Keyword research',
      channelTypeIds: [],
      type: 'SINGLE',
      title: 'Research keywords for {{job_owner_name}}',
      brief: '',
      settings: { attachmentsRequired: false },
      cost: { costType: 'FIXED', fixedCost: 12.5 },
      lifetimeMinutes: 1440,
      deadlineTime: 'end_of_day',
      allocationMethod: 'OFFER',
      openQueue: true,
    });
    expect(templateInputOf(filled({ costType: 'minutes', allocatedMinutes: 90 })).cost).toEqual({
      costType: 'MINUTES',
      allocatedMinutes: 90,
    });
    expect(templateInputOf(filled({ costType: 'none' })).cost).toBeNull();
  });

  it('sends no cost, allocation or open queue for a QA template, and no open queue when assigning', () => {
    expect(templateInputOf(filled({ type: 'QA', allocationMethod: 'ASSIGN', openQueue: true }))).toMatchObject({
      type: 'QA',
      cost: null,
      allocationMethod: 'OFFER',
      openQueue: false,
    });
    expect(templateInputOf(filled({ allocationMethod: 'ASSIGN', openQueue: true })).openQueue).toBe(false);
  });

  it('reads a saved template back into the form', () => {
    const values = templateValuesOf({
      id: '5',
      name: 'Ad copy',
      status: 'DRAFT',
      type: 'SINGLE',
      title: 'Write ad copy',
      brief: '',
      settings: { attachmentsRequired: true },
      costType: 'FIXED',
      fixedCost: '12.50',
      allocatedMinutes: null,
      lifetimeMinutes: 120,
      deadlineTime: '17:00',
      allocationMethod: 'ASSIGN',
      openQueue: false,
      channelTypes: [{ id: '2', name: 'Paid search' }],
      client: null,
      baseTemplate: null,
      variants: [],
      updatedAt: '2026-11-20T10:30:00.000Z',
      availableActions: [],
    });
    expect(values).toMatchObject({
      channelTypeIds: ['2'],
      costType: 'fixed',
      fixedCost: 12.5,
      attachmentsRequired: true,
      deadlineTime: '17:00',
    });
  });
});

describe('the API’s field errors on the form', () => {
  it('maps the input’s paths onto the form’s fields, anything else above the fields', () => {
    expect(
      templateServerErrors({
        'input.name': 'Taken',
        'input.cost.fixedCost': 'Too much',
        'input.settings.attachmentsRequired': 'No',
        'input.channelTypeIds': 'There is no such channel type',
        'input.somethingElse': 'Odd',
      }),
    ).toEqual({
      name: 'Taken',
      fixedCost: 'Too much',
      attachmentsRequired: 'No',
      channelTypeIds: 'There is no such channel type',
      [FORM_ERROR]: 'Odd',
    });
    expect(templateServerErrors({})).toBeUndefined();
    expect(templateServerErrors(undefined)).toBeUndefined();
  });
});

describe('the preview', () => {
  it('shows known merge fields as placeholders and keeps anything else as text', () => {
    expect(briefParts('Hi {{ croudie_first_name }}, ask {{job_owner_email}} about {{other}}.')).toEqual([
      { text: 'Hi ' },
      { field: 'croudie_first_name' },
      { text: ', ask ' },
      { field: 'job_owner_email' },
      { text: ' about {{other}}.' },
    ]);
    expect(briefParts('')).toEqual([]);
  });

  it('says the cost in pounds or hours and minutes, and the update time in London', () => {
    expect(costText({ costType: 'FIXED', fixedCost: '12.50', allocatedMinutes: null }, t)).toBe('£12.50 fixed');
    expect(costText({ costType: 'MINUTES', fixedCost: null, allocatedMinutes: 90 }, t)).toBe('1 h 30 min allocated');
    expect(costText({ costType: null, fixedCost: null, allocatedMinutes: null }, t)).toBe('No cost');
    expect(durationText(45, t)).toBe('45 min');
    expect(durationText(120, t)).toBe('2 h');
    expect(instantText('2026-07-01T09:15:00.000Z')).toBe('Jul 1, 2026 10:15');
  });
});
