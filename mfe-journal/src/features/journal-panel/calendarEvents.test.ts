import { describe, expect, it } from 'vitest';
import { prefillFromEvents, toggleSelection } from './calendarEvents';

const events = [
  { id: 'a', summary: 'Stand-up', start: '2026-03-16T09:30:00Z', end: '2026-03-16T09:45:00Z' },
  { id: 'b', summary: 'Review', start: '2026-03-16T11:00:00Z', end: '2026-03-16T12:00:00Z' },
  { id: 'c', summary: 'Offsite', start: '2026-03-16T08:00:00Z', end: '2026-03-16T20:00:00Z' },
];

describe('calendar event cards', () => {
  it('toggle on selection', () => {
    expect(toggleSelection([], 'a')).toEqual(['a']);
    expect(toggleSelection(['a', 'b'], 'a')).toEqual(['b']);
  });
  it('fill the entry with the summaries and total minutes, capped at 600', () => {
    expect(prefillFromEvents(events, [])).toBeNull();
    expect(prefillFromEvents(events, ['a', 'b'])).toEqual({ summary: 'Stand-up; Review', minutes: 75 });
    expect(prefillFromEvents(events, ['c'])).toEqual({ summary: 'Offsite', minutes: 600 });
  });
});
