import { t, type TextKey } from '../../text';

/** The GraphQL action names (availableActions) the task view knows how to offer. */
export type ActionName =
  | 'ACCEPT'
  | 'DECLINE'
  | 'RELINQUISH'
  | 'SAVE'
  | 'SUBMIT'
  | 'POST_MESSAGE'
  | 'REQUEST_REVISIONS'
  | 'PASS'
  | 'SEND_TO_OWNER'
  | 'SUBMIT_REVIEW';

const CAMEL: Record<ActionName, string> = {
  ACCEPT: 'accept',
  DECLINE: 'decline',
  RELINQUISH: 'relinquish',
  SAVE: 'save',
  SUBMIT: 'submit',
  POST_MESSAGE: 'postMessage',
  REQUEST_REVISIONS: 'requestRevisions',
  PASS: 'pass',
  SEND_TO_OWNER: 'sendToOwner',
  SUBMIT_REVIEW: 'submitReview',
};

/** The button label of an action. */
export const actionLabel = (action: ActionName) => t(`work.task.action.${CAMEL[action]}` as TextKey);
/** The notice after an action succeeded. */
export const actionDoneText = (action: ActionName) => t(`work.task.done.${CAMEL[action]}` as TextKey);

/** The buttons of the task view: every available action but posting a message (the messages box does that). */
export function actionButtons(available: readonly string[]): ActionName[] {
  return available.filter((a): a is ActionName => a in CAMEL && a !== 'POST_MESSAGE');
}

/** Actions that need a confirmation first. */
export const CONFIRM: Partial<Record<ActionName, TextKey>> = {
  DECLINE: 'work.task.decline.confirm',
  RELINQUISH: 'work.task.relinquish.confirm',
};

/** Pence as pounds: 2550 → "£25.50". */
export const poundsText = (pence: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(Math.round(pence) / 100);

/** "£25.00" for a fixed cost, "45 minutes" for allocated minutes. */
export function costText(task: {
  fixedCostPence: number | null;
  allocatedMinutes: number | null;
}): { label: string; value: string } | null {
  if (task.fixedCostPence !== null) {
    return { label: t('work.task.cost'), value: poundsText(task.fixedCostPence) };
  }
  if (task.allocatedMinutes !== null) {
    return { label: t('work.task.allocatedMinutes'), value: t('work.task.minutes', { minutes: task.allocatedMinutes }) };
  }
  return null;
}

export const MIN_PASS_FEEDBACK = 50;
/** The same rule the server applies: 50 characters to pass, optional for recurring tasks. */
export function passFeedbackError(feedback: string, recurring: boolean): string | null {
  const text = feedback.trim();
  if (recurring && !text) return null;
  return text.length < MIN_PASS_FEEDBACK ? t('work.task.feedback.tooShort') : null;
}

/** The message to show for a failed request: the server's sentence, else a generic one. */
export function errorText(
  error: { graphQLErrors?: readonly { message: string; extensions?: Record<string, unknown> }[] } | null | undefined,
): string {
  const first = error?.graphQLErrors?.[0];
  if (!first) return t('work.task.actionFailed');
  const fieldErrors = first.extensions?.fieldErrors as Record<string, string> | undefined;
  if (fieldErrors && Object.keys(fieldErrors).length) return Object.values(fieldErrors).join(' ');
  return first.message || t('work.task.actionFailed');
}

export const RATING_FIELDS = ['communication', 'meetingDeadlines', 'adaptingToFeedback', 'qualityOfWork'] as const;
export type RatingField = (typeof RATING_FIELDS)[number];
export type Ratings = Partial<Record<RatingField, number>> & { otherComments?: string };

/** Ratings as the API takes them: only the stars given, and comments when written; null when nothing was given. */
export function ratingsInput(ratings: Ratings): Ratings | null {
  const out: Ratings = {};
  for (const f of RATING_FIELDS) if (ratings[f]) out[f] = ratings[f];
  if (ratings.otherComments?.trim()) out.otherComments = ratings.otherComments.trim();
  return Object.keys(out).length ? out : null;
}

/** 1536 → "1.5 KB"; files are at most 50 MB. */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Files saved with the work but not submitted yet (kind draft) apart from the brief's and submitted ones. */
export function splitAttachments<A extends { kind: string }>(attachments: readonly A[]): { saved: A[]; others: A[] } {
  return { saved: attachments.filter((a) => a.kind === 'draft'), others: attachments.filter((a) => a.kind !== 'draft') };
}

/**
 * The fileIds a save sends: null (the server keeps the saved files) when nothing new was uploaded, else the saved
 * files plus the new uploads, each once.
 */
export function saveFileIds(savedIds: readonly string[], uploadedIds: readonly string[]): string[] | null {
  if (!uploadedIds.length) return null;
  return [...new Set([...savedIds, ...uploadedIds])];
}
