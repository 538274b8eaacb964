import { describe, expect, it } from 'vitest';
import { ONBOARDING_STEPS } from '@work/shared-contracts/onboarding';
import { cardState, daysLeftText, trackerView } from './checklist';

const steps = (done: readonly string[]) => ONBOARDING_STEPS.map((step) => ({ step, complete: done.includes(step) }));

describe('progress tracker', () => {
  it('shows nothing done at 0 % with Go live disabled', () => {
    const view = trackerView(steps([]), false);
    expect(view).toMatchObject({ percent: 0, label: '0 of 8 steps complete', goLiveEnabled: false });
    expect(view.items.every((i) => i.status === 'wait')).toBe(true);
    expect(view.items.map((i) => i.title)).toEqual([
      'Upload ID',
      'Upload CV',
      'Practical test',
      'Profile',
      'Billing address',
      'Bank details',
      'Areas of expertise',
      'Skillset review (welcome call)',
    ]);
  });
  it('counts the server states: 3 of 8 is 37 %', () => {
    const view = trackerView(steps(['profileUpdated', 'billingAddressAdded', 'testTaskComplete']), false);
    expect(view).toMatchObject({ percent: 37, label: '3 of 8 steps complete', goLiveEnabled: false, current: 0 });
    expect(view.items.filter((i) => i.status === 'finish').map((i) => i.step)).toEqual([
      'testTaskComplete',
      'profileUpdated',
      'billingAddressAdded',
    ]);
  });
  it('enables Go live only with every step done and the deadline not passed', () => {
    expect(trackerView(steps(ONBOARDING_STEPS.slice(1)), false)).toMatchObject({ goLiveEnabled: false, current: 0 });
    expect(trackerView(steps(['idUploaded', 'cvUploaded']), false).current).toBe(2);
    expect(trackerView(steps(ONBOARDING_STEPS), false)).toMatchObject({ percent: 100, goLiveEnabled: true, current: 8 });
    expect(trackerView(steps(ONBOARDING_STEPS), true).goLiveEnabled).toBe(false);
  });
});

describe('cards and deadline', () => {
  it('says who a card waits for', () => {
    expect(cardState({ complete: true, staffOnly: true })).toBe('complete');
    expect(cardState({ complete: false, staffOnly: true })).toBe('staff');
    expect(cardState({ complete: false, staffOnly: false })).toBe('todo');
  });
  it('words the days left', () => {
    expect(daysLeftText(32, false)).toBe('32 days left');
    expect(daysLeftText(1, false)).toBe('1 day left');
    expect(daysLeftText(0, true)).toBe('Your onboarding deadline has passed. Ask the network team to extend it.');
  });
});
