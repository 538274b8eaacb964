import { describe, expect, it } from 'vitest';
import {
  canQuickSave,
  journalEntryErrors,
  keepChannelsWithSameTitle,
  pushRecentClient,
  recentFirst,
  validCategories,
  validTaskTypes,
} from './journal';

const valid = { date: '2026-03-16', minutes: 90, summary: 'Wrote ads', clientId: '1', channelIds: ['2'], categoryId: '3', taskTypeId: '4' };

describe('journal entry schema', () => {
  it('accepts a complete entry, with or without id', () => {
    expect(journalEntryErrors(valid)).toEqual({});
    expect(journalEntryErrors({ ...valid, id: '9' })).toEqual({});
  });
  it('bounds minutes 0 to 600', () => {
    expect(journalEntryErrors({ ...valid, minutes: 0 })).toEqual({});
    expect(journalEntryErrors({ ...valid, minutes: 600 })).toEqual({});
    expect(journalEntryErrors({ ...valid, minutes: 601 })).toEqual({ minutes: 'Minutes must be between 0 and 600' });
    expect(journalEntryErrors({ ...valid, minutes: -1 })).toEqual({ minutes: 'Minutes must be between 0 and 600' });
    expect(journalEntryErrors({ ...valid, minutes: undefined })).toEqual({ minutes: 'Minutes are required' });
  });
  it('requires client, channels (at least 1), category, task type and summary', () => {
    expect(journalEntryErrors({ ...valid, clientId: '', channelIds: [], categoryId: undefined, taskTypeId: '', summary: '  ' })).toEqual({
      clientId: 'Client is required',
      channelIds: 'Select at least one channel',
      categoryId: 'Category is required',
      taskTypeId: 'Task type is required',
      summary: 'Summary is required',
    });
  });
  it('refuses impossible dates', () => {
    expect(journalEntryErrors({ ...valid, date: '2026-02-30' })).toEqual({ date: 'Date must be a date as YYYY-MM-DD' });
    expect(journalEntryErrors({ ...valid, date: '2028-02-29' })).toEqual({});
  });
});

describe('quick journal form', () => {
  const full = { summary: 'x', channelIds: ['1'], clientId: '1', categoryId: '2' };
  it('saves only with summary, a channel, client and category', () => {
    expect(canQuickSave(full)).toBe(true);
    expect(canQuickSave({ ...full, summary: ' ' })).toBe(false);
    expect(canQuickSave({ ...full, channelIds: [] })).toBe(false);
    expect(canQuickSave({ ...full, clientId: null })).toBe(false);
    expect(canQuickSave({ ...full, categoryId: '' })).toBe(false);
  });
});

describe('categories follow the channels', () => {
  const categories = [
    {
      id: 'c1',
      children: [
        { id: 't1', channelTypes: ['seo', 'content'] },
        { id: 't2', channelTypes: ['seo'] },
      ],
    },
    { id: 'c2', children: [{ id: 't3', channelTypes: ['paid_search'] }] },
    { id: 'c3', children: [{ id: 't4', channelTypes: [] }] },
  ];
  it('offers none before a channel is chosen', () => {
    expect(validCategories(categories, [])).toEqual([]);
    expect(validTaskTypes(categories[0], [])).toEqual([]);
  });
  it('offers categories valid for every selected channel', () => {
    expect(validCategories(categories, ['seo']).map((c) => c.id)).toEqual(['c1', 'c3']);
    expect(validCategories(categories, ['seo', 'content']).map((c) => c.id)).toEqual(['c1', 'c3']);
    expect(validCategories(categories, ['seo', 'paid_search']).map((c) => c.id)).toEqual(['c3']);
    expect(validTaskTypes(categories[0], ['seo', 'content']).map((t) => t.id)).toEqual(['t1']);
  });
  it('changing the client keeps only channels with the same title', () => {
    const next = [
      { id: '7', title: 'SEO' },
      { id: '8', title: 'Analytics' },
    ];
    expect(
      keepChannelsWithSameTitle(
        [
          { id: '1', title: 'SEO' },
          { id: '2', title: 'Paid Search' },
        ],
        next,
      ),
    ).toEqual([{ id: '7', title: 'SEO' }]);
  });
});

describe('recent clients', () => {
  it('keeps 10, most recent first, and puts them first in the picker', () => {
    let recent: string[] = [];
    for (let i = 1; i <= 12; i++) recent = pushRecentClient(recent, String(i));
    expect(recent).toEqual(['12', '11', '10', '9', '8', '7', '6', '5', '4', '3']);
    expect(pushRecentClient(['1', '2'], '2')).toEqual(['2', '1']);
    const list = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(recentFirst(list, ['c', 'x']).map((c) => c.id)).toEqual(['c', 'a', 'b']);
  });
});
