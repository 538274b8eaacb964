import type { TextKey, TextParams } from '../../text';
import { formatInstant } from '../plan-forms/when';
import type { TaskLabel, TaskOfferStatus } from './task.graphql';

type T = (key: TextKey, params?: TextParams) => string;

/** §4's task labels as staff read them. */
export const taskLabelText = (t: T, label: TaskLabel) => t(`plan.tasks.label.${label}`);

/** Tag colours of the labels: waiting (grey), with a croudie (blue), with staff (purple), done (green), stuck (orange). */
export const TASK_LABEL_COLOURS: Record<TaskLabel, string> = {
  SCHEDULED: 'default',
  OPEN: 'gold',
  OFFERED: 'gold',
  ASSIGNED: 'blue',
  UNASSIGNED: 'orange',
  IN_PROGRESS: 'blue',
  IN_REVISION: 'blue',
  SUBMITTED: 'cyan',
  REQUIRES_REVIEW: 'purple',
  REVISIONS_REQUESTED: 'blue',
  AWAITING_REVISIONS: 'blue',
  IN_QA: 'purple',
  REVIEW_UNASSIGNED: 'orange',
  REVIEW_REQUESTED: 'purple',
  WITH_JOB_OWNER: 'purple',
  COMPLETE: 'green',
  DELETED: 'red',
};

/** What became of one person's offer: "Waiting", "Offered (until Jan 14, 2026 12:00)", "Accepted", … */
export function offerStatusText(t: T, status: TaskOfferStatus, expiresAt: string | null | undefined, zone: string): string {
  if (status === 'OFFERED' && expiresAt) return t('plan.tasks.offer.offeredUntil', { time: formatInstant(expiresAt, zone) });
  return t(`plan.tasks.offer.${status}`);
}
