import { describe, expect, it } from 'vitest';
import { dayProgressStatus } from './dayProgress';

describe('day progress colour', () => {
  it('is error up to 39%, warning up to 99%, success from 100%', () => {
    expect(dayProgressStatus(0, 450)).toBe('error');
    expect(dayProgressStatus(179, 450)).toBe('error'); // 39.8%
    expect(dayProgressStatus(180, 450)).toBe('warning'); // 40%
    expect(dayProgressStatus(449, 450)).toBe('warning');
    expect(dayProgressStatus(450, 450)).toBe('success');
    expect(dayProgressStatus(0, 0)).toBe('success');
  });
});
