import { describe, expect, it } from 'vitest';
import { dayProgress, dayProgressColour } from './day-progress';

describe('day progress colour (§4)', () => {
  it.each([
    [0, 'error'],
    [39, 'error'],
    [40, 'warning'],
    [99, 'warning'],
    [100, 'success'],
    [150, 'success'],
  ] as const)('%i %% is %s', (percent, colour) => {
    expect(dayProgressColour(percent)).toBe(colour);
  });
});

describe('journal progress ring (§9: minutes / target)', () => {
  it('divides minutes by target', () => {
    expect(dayProgress(240, 480)).toEqual({ kind: 'percent', percent: 50, colour: 'warning' });
  });
  it('rounds down, so nearly there is not yet success', () => {
    expect(dayProgress(479, 480)).toEqual({ kind: 'percent', percent: 99, colour: 'warning' });
    expect(dayProgress(191, 480)).toEqual({ kind: 'percent', percent: 39, colour: 'error' });
    expect(dayProgress(192, 480)).toEqual({ kind: 'percent', percent: 40, colour: 'warning' });
  });
  it('reaches success at the target and keeps counting above it', () => {
    expect(dayProgress(480, 480)).toEqual({ kind: 'percent', percent: 100, colour: 'success' });
    expect(dayProgress(600, 480)).toEqual({ kind: 'percent', percent: 125, colour: 'success' });
  });
  it('shows only minutes when there is no target', () => {
    expect(dayProgress(90, 0)).toEqual({ kind: 'noTarget', minutes: 90 });
  });
});
