import type { CombinedError } from 'urql';
import { t, type TextKey } from '../../text';
import { onboardingProgress, type OnboardingStep } from '@work/shared-contracts/onboarding';

export type CardState = 'complete' | 'todo' | 'staff';

/** A card's state: done, the croudie's to do, or waiting for the network team (the staff-only steps). */
export function cardState(step: { complete: boolean; staffOnly: boolean }): CardState {
  if (step.complete) return 'complete';
  return step.staffOnly ? 'staff' : 'todo';
}

export interface TrackerView {
  percent: number;
  label: string;
  /** One entry per step in checklist order, for the tracker's steps. */
  items: { step: OnboardingStep; title: string; status: 'finish' | 'wait' }[];
  /** The first open step (the tracker's current one); the number of steps when every step is done. */
  current: number;
  goLiveEnabled: boolean;
}

/**
 * The progress tracker from the server's step states: the same count the server uses for Go live
 * (shared-contracts onboardingProgress), so the button is enabled exactly when the server would accept.
 */
export function trackerView(steps: readonly { step: OnboardingStep; complete: boolean }[], deadlinePassed: boolean): TrackerView {
  const progress = onboardingProgress(steps.filter((s) => s.complete).map((s) => s.step));
  return {
    percent: progress.percent,
    label: t('work.onboarding.progress', { done: progress.done, total: progress.total }),
    items: steps.map((s) => ({ step: s.step, title: stepTitle(s.step), status: s.complete ? 'finish' : 'wait' })),
    current: steps.some((s) => !s.complete) ? steps.findIndex((s) => !s.complete) : steps.length,
    goLiveEnabled: progress.complete && !deadlinePassed,
  };
}

export const stepTitle = (step: OnboardingStep) => t(`work.onboarding.step.${step}` as TextKey);
export const stepText = (step: OnboardingStep) => t(`work.onboarding.step.${step}.text` as TextKey);

/** "32 days left", "1 day left", or the passed-deadline sentence. */
export function daysLeftText(daysLeft: number, deadlinePassed: boolean): string {
  if (deadlinePassed) return t('work.onboarding.deadlinePassed');
  return daysLeft === 1 ? t('work.onboarding.dayLeft') : t('work.onboarding.daysLeft', { days: daysLeft });
}

/** Field messages of a BAD_USER_INPUT answer, keyed without the `input.` prefix. */
export function fieldErrorsOf(error: CombinedError | undefined): Record<string, string> {
  const raw = error?.graphQLErrors[0]?.extensions?.fieldErrors as Record<string, string> | undefined;
  if (!raw) return {};
  return Object.fromEntries(Object.entries(raw).map(([k, v]) => [k.replace(/^(input|areas)\./, ''), v]));
}
