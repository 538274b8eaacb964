// What a croudie is told about where they stand (staff-and-admin.md §4 "available for retake", "failed with retake not
// available"): the words' keys and whether Take is offered. Pure, so the rules are tested without a page.
import type { TextKey } from '../../text';

export type Standing =
  'AVAILABLE' | 'IN_PROGRESS' | 'PENDING_REVIEW' | 'PASSED' | 'AVAILABLE_FOR_RETAKE' | 'RETAKE_WAITING' | 'FAILED_RETAKE_NOT_AVAILABLE';

export const STANDING_TEXT: Record<Standing, TextKey> = {
  AVAILABLE: 'academy.standing.available',
  IN_PROGRESS: 'academy.standing.inProgress',
  PENDING_REVIEW: 'academy.standing.pendingReview',
  PASSED: 'academy.standing.passed',
  AVAILABLE_FOR_RETAKE: 'academy.standing.availableForRetake',
  RETAKE_WAITING: 'academy.standing.retakeWaiting',
  FAILED_RETAKE_NOT_AVAILABLE: 'academy.standing.failedRetakeNotAvailable',
};

export const STANDING_COLOUR: Record<Standing, string> = {
  AVAILABLE: 'blue',
  IN_PROGRESS: 'processing',
  PENDING_REVIEW: 'gold',
  PASSED: 'success',
  AVAILABLE_FOR_RETAKE: 'blue',
  RETAKE_WAITING: 'default',
  FAILED_RETAKE_NOT_AVAILABLE: 'error',
};

/** Take is offered for a first attempt and for a retake whose wait is over; the server decides again when asked. */
export const takeOffered = (standing: Standing) => standing === 'AVAILABLE' || standing === 'AVAILABLE_FOR_RETAKE';

export type EnrolmentStatus = 'NOT_STARTED' | 'IN_PROGRESS' | 'PASSED' | 'FAILED' | 'INACTIVE';
export const ENROLMENT_TEXT: Record<EnrolmentStatus, TextKey> = {
  NOT_STARTED: 'academy.status.notStarted',
  IN_PROGRESS: 'academy.status.inProgress',
  PASSED: 'academy.status.passed',
  FAILED: 'academy.status.failed',
  INACTIVE: 'academy.status.inactive',
};

export type FailReason = 'SCORE' | 'TIME_OUT' | 'LEFT' | 'REVIEW';
export const FAIL_REASON_TEXT: Record<FailReason, TextKey> = {
  SCORE: 'academy.results.reason.score',
  TIME_OUT: 'academy.results.reason.timeOut',
  LEFT: 'academy.results.reason.left',
  REVIEW: 'academy.results.reason.review',
};

/**
 * Milliseconds left of an attempt by the platform clock: `offsetMs` is the platform clock minus this browser's, read
 * when the attempt was loaded, so a moved platform clock (or a wrong device clock) still counts right. Never below 0.
 */
export function remainingMs(deadline: string | null, offsetMs: number, browserNowMs: number): number | null {
  if (deadline === null) return null;
  return Math.max(0, Date.parse(deadline) - (browserNowMs + offsetMs));
}

/** "12:05" (minutes and seconds), or "1:02:05" from an hour up. */
export function clockText(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${minutes}:${two(seconds)}`;
}
