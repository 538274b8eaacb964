import { describe, expect, it } from 'vitest';
import { formatMinutes, formatRate } from './minutes';

describe('minutes and rates as the HR view writes them', () => {
  it('writes minutes as hours and minutes', () => {
    expect(formatMinutes(450)).toBe('7h 30m');
    expect(formatMinutes(420)).toBe('7h');
    expect(formatMinutes(15)).toBe('15m');
    expect(formatMinutes(0)).toBe('0h');
    expect(formatMinutes(2250)).toBe('37h 30m');
  });

  it('writes a rate as a whole percentage, and none as a dash', () => {
    expect(formatRate(0.8)).toBe('80%');
    expect(formatRate(1.125)).toBe('113%');
    expect(formatRate(null)).toBe('—');
  });
});
