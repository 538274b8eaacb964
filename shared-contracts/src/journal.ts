import * as v from 'valibot';

/** Journal rules shared by the entry form (mfe-journal) and the server (platform-api journal module). */
export const JOURNAL_MINUTES_MIN = 0;
export const JOURNAL_MINUTES_MAX = 600;
export const JOURNAL_SUMMARY_MAX = 2000;
/** Client states the journal client picker lists (spec §7, journal client picker). */
export const JOURNAL_CLIENT_STATES = ['active', 'pending', 'pending_deactivation'] as const;
/** Recent clients kept in the browser (spec §9). */
export const RECENT_CLIENTS_LIMIT = 10;

export const JOURNAL_MESSAGES = {
  clientRequired: 'Client is required',
  channelsRequired: 'Select at least one channel',
  categoryRequired: 'Category is required',
  taskTypeRequired: 'Task type is required',
  summaryRequired: 'Summary is required',
  summaryTooLong: `Summary is at most ${JOURNAL_SUMMARY_MAX} characters`,
  minutesRequired: 'Minutes are required',
  minutesRange: `Minutes must be between ${JOURNAL_MINUTES_MIN} and ${JOURNAL_MINUTES_MAX}`,
  dateInvalid: 'Date must be a date as YYYY-MM-DD',
  accessLost: 'You no longer have access to this client',
  channelNotOfClient: 'Every channel must belong to the client',
  categoryNotValid: 'The category is not valid for every selected channel',
  taskTypeNotValid: 'The task type is not valid for the category and every selected channel',
} as const;

const Id = (message: string) => v.pipe(v.string(message), v.regex(/^[1-9][0-9]{0,9}$/, message));

/** The journal entry as ids: what createJournal/updateJournal receive (`id` only on update). */
export const JournalEntrySchema = v.object({
  id: v.optional(v.nullable(Id('Not a journal id'))),
  date: v.pipe(
    v.string(JOURNAL_MESSAGES.dateInvalid),
    v.regex(/^\d{4}-\d{2}-\d{2}$/, JOURNAL_MESSAGES.dateInvalid),
    v.check(
      (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
      JOURNAL_MESSAGES.dateInvalid,
    ),
  ),
  minutes: v.pipe(
    v.number(JOURNAL_MESSAGES.minutesRequired),
    v.integer(JOURNAL_MESSAGES.minutesRange),
    v.minValue(JOURNAL_MINUTES_MIN, JOURNAL_MESSAGES.minutesRange),
    v.maxValue(JOURNAL_MINUTES_MAX, JOURNAL_MESSAGES.minutesRange),
  ),
  summary: v.pipe(
    v.string(JOURNAL_MESSAGES.summaryRequired),
    v.trim(),
    v.nonEmpty(JOURNAL_MESSAGES.summaryRequired),
    v.maxLength(JOURNAL_SUMMARY_MAX, JOURNAL_MESSAGES.summaryTooLong),
  ),
  clientId: Id(JOURNAL_MESSAGES.clientRequired),
  channelIds: v.pipe(
    v.array(Id(JOURNAL_MESSAGES.channelsRequired), JOURNAL_MESSAGES.channelsRequired),
    v.minLength(1, JOURNAL_MESSAGES.channelsRequired),
    v.maxLength(50, 'At most 50 channels'),
  ),
  categoryId: Id(JOURNAL_MESSAGES.categoryRequired),
  taskTypeId: Id(JOURNAL_MESSAGES.taskTypeRequired),
});
export type JournalEntry = v.InferOutput<typeof JournalEntrySchema>;

/** Field errors `{ field: message }` (first message per field) for a journal entry, empty when valid. */
export function journalEntryErrors(input: unknown): Record<string, string> {
  const result = v.safeParse(JournalEntrySchema, input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = String(issue.path?.[0]?.key ?? '_');
    out[key] ??= issue.message;
  }
  return out;
}

/** Quick journal form: saving is enabled only with summary, at least one channel, client and category. */
export function canQuickSave(values: {
  summary?: string | null;
  channelIds?: readonly string[] | null;
  clientId?: string | null;
  categoryId?: string | null;
}): boolean {
  return Boolean(values.summary?.trim()) && (values.channelIds?.length ?? 0) > 0 && Boolean(values.clientId) && Boolean(values.categoryId);
}

/** A task type (a child journal category) is valid for a channel when it lists the channel's type; none listed = any. */
export interface TaskTypeLike {
  id: string;
  channelTypes: readonly string[];
}
export interface CategoryLike<T extends TaskTypeLike = TaskTypeLike> {
  id: string;
  children: readonly T[];
}

export function taskTypeFitsChannels(taskType: TaskTypeLike, channelTypes: readonly string[]): boolean {
  return taskType.channelTypes.length === 0 || channelTypes.every((c) => taskType.channelTypes.includes(c));
}

/** Task types of a category valid for every selected channel type. */
export function validTaskTypes<T extends TaskTypeLike>(category: CategoryLike<T> | undefined, channelTypes: readonly string[]): T[] {
  if (!category || channelTypes.length === 0) return [];
  return category.children.filter((t) => taskTypeFitsChannels(t, channelTypes));
}

/** Categories with at least one task type valid for every selected channel type (none before a channel is chosen). */
export function validCategories<C extends CategoryLike>(categories: readonly C[], channelTypes: readonly string[]): C[] {
  if (channelTypes.length === 0) return [];
  return categories.filter((c) => validTaskTypes(c, channelTypes).length > 0);
}

/** Changing the client keeps only the channels whose title the new client also has (mapped to its channel). */
export function keepChannelsWithSameTitle<Ch extends { id: string; title: string }>(
  selected: readonly Ch[],
  newClientChannels: readonly Ch[],
): Ch[] {
  const titles = new Set(selected.map((c) => c.title));
  return newClientChannels.filter((c) => titles.has(c.title));
}

/** Most recent first, no duplicates, at most RECENT_CLIENTS_LIMIT. */
export function pushRecentClient(recent: readonly string[], clientId: string): string[] {
  return [clientId, ...recent.filter((id) => id !== clientId)].slice(0, RECENT_CLIENTS_LIMIT);
}

/** Orders picker options with the recent clients first (in recency order), then the rest as given. */
export function recentFirst<C extends { id: string }>(clients: readonly C[], recent: readonly string[]): C[] {
  const byId = new Map(clients.map((c) => [c.id, c]));
  const head = recent.map((id) => byId.get(id)).filter((c): c is C => Boolean(c));
  const headIds = new Set(head.map((c) => c.id));
  return [...head, ...clients.filter((c) => !headIds.has(c.id))];
}

/** A weekday's minutes in the default availability template (ADR 0273): 7 h 30 on weekdays, 0 at weekends. */
export const DEFAULT_DAILY_TARGET_MINUTES = 450;
