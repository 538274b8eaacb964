import {
  journalEntryErrors,
  keepChannelsWithSameTitle,
  pushRecentClient,
  validCategories,
  validTaskTypes,
  type JournalEntry,
} from '@work/shared-contracts/journal';

/** The single journal entry form's values (ids as strings; minutes as one number the duration input splits). */
export interface EntryValues {
  id?: string | undefined;
  date: string;
  clientId?: string | undefined;
  channelIds: string[];
  categoryId?: string | undefined;
  taskTypeId?: string | undefined;
  summary?: string | undefined;
  minutes?: number | undefined;
}

export interface PickerChannel {
  id: string;
  name: string;
  slug: string;
}
export interface PickerClient {
  id: string;
  name: string;
  channels: readonly PickerChannel[];
}
export interface PickerTaskType {
  id: string;
  title: string;
  channelTypes: readonly string[];
}
export interface PickerCategory {
  id: string;
  title: string;
  children: readonly PickerTaskType[];
}

export const emptyEntry = (date: string): EntryValues => ({ date, channelIds: [], summary: '', minutes: 0 });

export function toEntryInput(values: EntryValues): JournalEntry {
  return {
    ...(values.id ? { id: values.id } : {}),
    date: values.date,
    minutes: values.minutes ?? 0,
    summary: (values.summary ?? '').trim(),
    clientId: values.clientId ?? '',
    channelIds: values.channelIds,
    categoryId: values.categoryId ?? '',
    taskTypeId: values.taskTypeId ?? '',
  };
}

/** react-final-form validate: the shared schema's field errors (same messages as the server). */
export function validateEntry(values: EntryValues): Record<string, string> {
  return journalEntryErrors({ ...toEntryInput(values), minutes: values.minutes });
}

const slugsOf = (client: PickerClient | undefined, channelIds: readonly string[]) =>
  channelIds.map((id) => client?.channels.find((c) => c.id === id)?.slug).filter((s): s is string => Boolean(s));

/** The options each picker offers for the current values (empty = the picker stays disabled). */
export function entryOptions(values: EntryValues, clients: readonly PickerClient[], categories: readonly PickerCategory[]) {
  const client = clients.find((c) => c.id === values.clientId);
  const slugs = slugsOf(client, values.channelIds);
  const categoryOptions = validCategories(categories, slugs);
  const category = categoryOptions.find((c) => c.id === values.categoryId);
  return { client, channels: client?.channels ?? [], categories: categoryOptions, taskTypes: validTaskTypes(category, slugs) };
}

/** Which pickers are disabled: channels until a client, categories until channels, task types until a category. */
export function disabledFields(values: EntryValues) {
  return { channels: !values.clientId, category: values.channelIds.length === 0, taskType: !values.categoryId };
}

/** Changing the client keeps only the channels with the same title, then drops a category or task type that no longer fits. */
export function changeClient(
  values: EntryValues,
  clientId: string | undefined,
  clients: readonly PickerClient[],
  categories: readonly PickerCategory[],
): EntryValues {
  const from = clients.find((c) => c.id === values.clientId);
  const to = clients.find((c) => c.id === clientId);
  const selected = (from?.channels ?? []).filter((c) => values.channelIds.includes(c.id)).map((c) => ({ ...c, title: c.name }));
  const kept = keepChannelsWithSameTitle(
    selected,
    (to?.channels ?? []).map((c) => ({ ...c, title: c.name })),
  );
  return pruneChoices({ ...values, clientId, channelIds: kept.map((c) => c.id) }, clients, categories);
}

/** Drops a category or task type that is no longer offered for the selected channels. */
export function pruneChoices(values: EntryValues, clients: readonly PickerClient[], categories: readonly PickerCategory[]): EntryValues {
  const options = entryOptions(values, clients, categories);
  const categoryId = options.categories.some((c) => c.id === values.categoryId) ? values.categoryId : undefined;
  const next = { ...values, categoryId };
  const taskOk = entryOptions(next, clients, categories).taskTypes.some((t) => t.id === values.taskTypeId);
  return { ...next, taskTypeId: taskOk ? values.taskTypeId : undefined };
}

/** Losing access: the chosen client is no longer among the clients with access granted (only once they loaded). */
export function accessLost(values: EntryValues, clients: readonly PickerClient[] | undefined): boolean {
  return Boolean(values.clientId && clients && !clients.some((c) => c.id === values.clientId));
}

/**
 * The chosen client's details (GET clients/{id}), fetched when the client is not among those with access granted
 * (an entry or draft made before access changed).
 */
export type ClientDetails = { status: 'idle' | 'loading' | 'failed' } | { status: 'loaded'; accessGranted: boolean };

/** Whether the chosen client needs its details fetched: chosen, clients loaded, and not among them. */
export function needsClientDetails(values: EntryValues, clients: readonly PickerClient[] | undefined): boolean {
  return accessLost(values, clients);
}

/**
 * How the client field is marked (spec §8): a failed client-details fetch marks the client as an editable error
 * (the picker stays enabled so another client can be chosen); loaded details of a client not among those with
 * access mean access was lost; saving is blocked in every case but 'none' (the forms block on accessLost).
 */
export function clientMark(
  values: EntryValues,
  clients: readonly PickerClient[] | undefined,
  details: ClientDetails,
): 'none' | 'checking' | 'detailsFailed' | 'accessLost' {
  if (!needsClientDetails(values, clients)) return 'none';
  if (details.status === 'failed') return 'detailsFailed';
  if (details.status === 'loaded') return 'accessLost';
  return 'checking';
}

/** After a save with add-another on: a fresh entry on the same day for the same client and channels. */
export function nextEntry(saved: EntryValues): EntryValues {
  return { ...emptyEntry(saved.date), clientId: saved.clientId, channelIds: saved.channelIds };
}

// Browser storage (spec §3 "Saved locally"): drafts keyed by type and id, recent clients, journal options.
export const draftKey = (type: 'single' | 'recurring', id: string | undefined) => `journal:draft:${type}:${id ?? 'new'}`;
export const RECENT_CLIENTS_KEY = 'journal:recent-clients';
export const OPTIONS_KEY = 'journal:options';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function readJson<T>(store: Store, key: string): T | undefined {
  try {
    const raw = store.getItem(key);
    return raw ? (JSON.parse(raw) as T) : undefined;
  } catch {
    return undefined;
  }
}

export function loadDraft(store: Store, key: string): EntryValues | undefined {
  const draft = readJson<EntryValues>(store, key);
  return draft && typeof draft.date === 'string' && Array.isArray(draft.channelIds) ? draft : undefined;
}
export function saveDraft(store: Store, key: string, values: EntryValues) {
  store.setItem(key, JSON.stringify(values));
}
export function clearDraft(store: Store, key: string) {
  store.removeItem(key);
}

export function loadOptions(store: Store): { addAnother: boolean } {
  const options = readJson<{ addAnother?: unknown }>(store, OPTIONS_KEY);
  return { addAnother: typeof options?.addAnother === 'boolean' ? options.addAnother : true };
}
export function saveOptions(store: Store, options: { addAnother: boolean }) {
  store.setItem(OPTIONS_KEY, JSON.stringify(options));
}

export function loadRecentClients(store: Store): string[] {
  const list = readJson<unknown>(store, RECENT_CLIENTS_KEY);
  return Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : [];
}
export function rememberClient(store: Store, clientId: string) {
  store.setItem(RECENT_CLIENTS_KEY, JSON.stringify(pushRecentClient(loadRecentClients(store), clientId)));
}
