import {
  journalEntryErrors,
  keepChannelsWithSameTitle,
  pushRecentClient,
  validCategories,
  validTaskTypes,
  type JournalEntry,
} from '@work/shared-contracts/journal';
import { draftKey, type Draft } from '@work/shared-contracts/browser-state';

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

// Kept in the browser (spec §3 "Saved locally in the browser"): drafts keyed by type and id, recent clients and the
// journal options are the browser state's atoms (ADR 0259), under the keys the journal used before
// (journal:draft:<type>:<id or new>, journal:recent-clients, journal:options). These are the journal's steps on them.
export { draftKey };

/** A kept draft as the single entry form's values, or undefined when it is not one (damaged, or another shape). */
export function entryDraft(draft: Draft | null | undefined): EntryValues | undefined {
  const fields = draft as Partial<Record<keyof EntryValues, unknown>> | null | undefined;
  return fields && typeof fields.date === 'string' && Array.isArray(fields.channelIds) ? (fields as EntryValues) : undefined;
}

/** The recent clients after an entry for `clientId` was saved: it first, at most 10 (spec §9). */
export function rememberClient(recent: readonly string[], clientId: string): string[] {
  return pushRecentClient(recent, clientId);
}
