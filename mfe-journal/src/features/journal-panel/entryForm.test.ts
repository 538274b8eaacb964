import { describe, expect, it } from 'vitest';
import { createBrowserState, memoryStorage } from '@work/shared-contracts/browser-state';
import {
  accessLost,
  clientMark,
  needsClientDetails,
  changeClient,
  disabledFields,
  draftKey,
  emptyEntry,
  entryDraft,
  entryOptions,
  nextEntry,
  rememberClient,
  toEntryInput,
  validateEntry,
  type EntryValues,
  type PickerCategory,
  type PickerClient,
} from './entryForm';

/** The journal's kept state as the host gives it: the browser-state atoms over a storage (ADR 0259). */
function browser(initial: Record<string, string> = {}) {
  const storage = memoryStorage();
  for (const [key, value] of Object.entries(initial)) storage.setItem(key, value);
  const { store, atoms } = createBrowserState(storage, { watch: null });
  return { storage, store, atoms };
}

const clients: PickerClient[] = [
  {
    id: '1',
    name: 'Acme',
    channels: [
      { id: '11', name: 'SEO', slug: 'seo' },
      { id: '12', name: 'Paid Search', slug: 'paid_search' },
    ],
  },
  {
    id: '2',
    name: 'Bluebird',
    channels: [
      { id: '21', name: 'SEO', slug: 'seo' },
      { id: '23', name: 'Content', slug: 'content' },
    ],
  },
];
const categories: PickerCategory[] = [
  {
    id: '31',
    title: 'Delivery',
    children: [
      { id: '41', title: 'Optimisation', channelTypes: ['seo', 'paid_search'] },
      { id: '42', title: 'Campaign build', channelTypes: ['paid_search'] },
    ],
  },
  { id: '32', title: 'Writing', children: [{ id: '43', title: 'Content production', channelTypes: ['content', 'seo'] }] },
];
const filled: EntryValues = {
  date: '2026-03-16',
  clientId: '1',
  channelIds: ['11'],
  categoryId: '31',
  taskTypeId: '41',
  summary: 'Bids',
  minutes: 60,
};

describe('the entry form chain', () => {
  it('keeps channels disabled until a client, categories until channels, task types until a category', () => {
    expect(disabledFields(emptyEntry('2026-03-16'))).toEqual({ channels: true, category: true, taskType: true });
    expect(disabledFields({ ...emptyEntry('2026-03-16'), clientId: '1' })).toEqual({ channels: false, category: true, taskType: true });
    expect(disabledFields({ ...emptyEntry('2026-03-16'), clientId: '1', channelIds: ['11'] })).toEqual({
      channels: false,
      category: false,
      taskType: true,
    });
    expect(disabledFields(filled)).toEqual({ channels: false, category: false, taskType: false });
  });

  it('offers only categories and task types valid for every selected channel', () => {
    expect(entryOptions(filled, clients, categories).categories.map((c) => c.id)).toEqual(['31', '32']);
    expect(entryOptions({ ...filled, channelIds: ['11', '12'] }, clients, categories).categories.map((c) => c.id)).toEqual(['31']);
    expect(entryOptions({ ...filled, channelIds: ['12'] }, clients, categories).taskTypes.map((t) => t.id)).toEqual(['41', '42']);
  });

  it('changing the client keeps only channels with the same title and drops choices that no longer fit', () => {
    const next = changeClient({ ...filled, channelIds: ['11', '12'], taskTypeId: '41' }, '2', clients, categories);
    expect(next).toMatchObject({ clientId: '2', channelIds: ['21'], categoryId: '31', taskTypeId: '41' });
    const fromPaid = changeClient({ ...filled, channelIds: ['12'], taskTypeId: '42' }, '2', clients, categories);
    expect(fromPaid).toMatchObject({ channelIds: [], categoryId: undefined, taskTypeId: undefined });
  });

  it('flags lost access only once the clients loaded', () => {
    expect(accessLost({ ...filled, clientId: '9' }, clients)).toBe(true);
    expect(accessLost(filled, clients)).toBe(false);
    expect(accessLost({ ...filled, clientId: '9' }, undefined)).toBe(false);
  });

  it('validates with the shared rules (minutes 0 to 600)', () => {
    expect(validateEntry(filled)).toEqual({});
    expect(validateEntry({ ...filled, minutes: 601 })).toEqual({ minutes: 'Minutes must be between 0 and 600' });
    expect(validateEntry(emptyEntry('2026-03-16'))).toMatchObject({ clientId: 'Client is required', summary: 'Summary is required' });
    expect(toEntryInput({ ...filled, id: '5', summary: ' Bids ' })).toEqual({
      id: '5',
      date: '2026-03-16',
      minutes: 60,
      summary: 'Bids',
      clientId: '1',
      channelIds: ['11'],
      categoryId: '31',
      taskTypeId: '41',
    });
  });

  it('add-another starts a fresh entry on the same day, client and channels', () => {
    expect(nextEntry(filled)).toEqual({ date: '2026-03-16', clientId: '1', channelIds: ['11'], summary: '', minutes: 0 });
  });
});

describe('the chosen client missing from the access list (GET clients/{id})', () => {
  const gone = { ...filled, clientId: '9' };
  it('fetches details only for a chosen client missing from loaded clients', () => {
    expect(needsClientDetails(gone, clients)).toBe(true);
    expect(needsClientDetails(filled, clients)).toBe(false);
    expect(needsClientDetails(gone, undefined)).toBe(false);
    expect(needsClientDetails({ ...filled, clientId: undefined }, clients)).toBe(false);
  });
  it('a failed client-details fetch marks the client as an editable error; saving stays blocked', () => {
    expect(clientMark(gone, clients, { status: 'failed' })).toBe('detailsFailed');
    expect(accessLost(gone, clients)).toBe(true);
    // Choosing a client with access clears the mark.
    expect(clientMark({ ...gone, clientId: '2' }, clients, { status: 'failed' })).toBe('none');
  });
  it('loaded details of a client missing from the list mean access was lost; while loading it is being checked', () => {
    expect(clientMark(gone, clients, { status: 'loaded', accessGranted: false })).toBe('accessLost');
    expect(clientMark(gone, clients, { status: 'loading' })).toBe('checking');
    expect(clientMark(filled, clients, { status: 'failed' })).toBe('none');
  });
});

describe('saved in the browser', () => {
  it('keeps drafts keyed by type and id', () => {
    const { storage, store, atoms } = browser();
    expect(draftKey('single', undefined)).toBe('journal:draft:single:new');
    expect(draftKey('recurring', '7')).toBe('journal:draft:recurring:7');
    store.set(atoms.draft('single', '7'), filled);
    expect(entryDraft(store.get(atoms.draft('single', '7')))).toEqual(filled);
    expect(JSON.parse(storage.getItem('journal:draft:single:7')!)).toEqual(filled);
    expect(entryDraft(store.get(atoms.draft('single', undefined)))).toBeUndefined();
    store.set(atoms.draft('single', '7'), null);
    expect(entryDraft(store.get(atoms.draft('single', '7')))).toBeUndefined();
    expect(storage.getItem('journal:draft:single:7')).toBeNull();
  });

  it('reads back a draft stored before (same key), and ignores a damaged one or one of another shape', () => {
    const kept = browser({ 'journal:draft:single:7': JSON.stringify(filled) });
    expect(entryDraft(kept.store.get(kept.atoms.draft('single', '7')))).toEqual(filled);
    const broken = browser({ 'journal:draft:single:new': '{broken' });
    expect(entryDraft(broken.store.get(broken.atoms.draft('single', undefined)))).toBeUndefined();
    const other = browser({ 'journal:draft:single:new': '{"date":5,"channelIds":"x"}' });
    expect(entryDraft(other.store.get(other.atoms.draft('single', undefined)))).toBeUndefined();
  });

  it('remembers add-another, on by default', () => {
    const { storage, store, atoms } = browser();
    expect(store.get(atoms.journalOptions)).toEqual({ addAnother: true });
    store.set(atoms.journalOptions, { addAnother: false });
    expect(store.get(atoms.journalOptions)).toEqual({ addAnother: false });
    expect(storage.getItem('journal:options')).toBe('{"addAnother":false}');
  });

  it('keeps the 10 most recent clients', () => {
    const { storage, store, atoms } = browser();
    const remember = (id: string) => store.set(atoms.recentClients, (recent) => rememberClient(recent, id));
    for (let i = 1; i <= 11; i++) remember(String(i));
    remember('5');
    expect(store.get(atoms.recentClients)).toEqual(['5', '11', '10', '9', '8', '7', '6', '4', '3', '2']);
    expect(JSON.parse(storage.getItem('journal:recent-clients')!)).toHaveLength(10);
  });
});
