import { describe, expect, it } from 'vitest';
import { actionOffered, bulkOffered } from './recurringActions';

const running = { isPaused: false, isExpired: false, canManage: true };
const paused = { isPaused: true, isExpired: false, canManage: true };
const expired = { isPaused: true, isExpired: true, canManage: true };
const others = { isPaused: false, isExpired: false, canManage: false };

describe('actionOffered', () => {
  it('offers pause on running and resume on paused work the viewer manages', () => {
    expect([actionOffered('pause', running), actionOffered('resume', running)]).toEqual([true, false]);
    expect([actionOffered('pause', paused), actionOffered('resume', paused)]).toEqual([false, true]);
  });
  it('never offers resuming (or toggling on) expired work', () => {
    expect(actionOffered('resume', expired)).toBe(false);
    expect(actionOffered('toggle', expired)).toBe(false);
    expect(actionOffered('delete', expired)).toBe(true);
  });
  it("offers only take ownership on someone else's work", () => {
    expect(['pause', 'resume', 'toggle', 'delete', 'takeOwnership'].map((a) => actionOffered(a as never, others))).toEqual([
      false,
      false,
      false,
      false,
      true,
    ]);
    expect(actionOffered('takeOwnership', running)).toBe(false);
  });
});

describe('bulkOffered', () => {
  it('needs a selection where every row allows the action', () => {
    expect(bulkOffered('pause', [])).toBe(false);
    expect(bulkOffered('pause', [running, running])).toBe(true);
    expect(bulkOffered('pause', [running, paused])).toBe(false);
    expect(bulkOffered('toggle', [running, paused])).toBe(true);
  });
});
