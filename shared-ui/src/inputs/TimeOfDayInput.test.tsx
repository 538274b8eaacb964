// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { END_OF_DAY } from '@work/shared-contracts/time-of-day';
import { TimeOfDayInput, timeOfDayLabel } from './TimeOfDayInput';

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;
const jsdomComputedStyle = window.getComputedStyle.bind(window);
beforeEach(() => {
  window.getComputedStyle = ((elt: Element) => (elt as HTMLElement).style) as typeof window.getComputedStyle;
});
afterEach(() => {
  cleanup();
  window.getComputedStyle = jsdomComputedStyle;
});

function Field({ initial = null, changes }: { initial?: string | null; changes: (string | null)[] }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <TimeOfDayInput
      value={value}
      onChange={(next) => {
        changes.push(next);
        setValue(next);
      }}
    />
  );
}

const popup = () => document.querySelector<HTMLElement>('.ant-select-dropdown')!;
const titles = () => [...popup().querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title'));

describe('TimeOfDayInput', { timeout: 30_000 }, () => {
  it('labels the quarter hours as they are and End of the day in words', () => {
    expect(timeOfDayLabel('09:15')).toBe('09:15');
    expect(timeOfDayLabel(END_OF_DAY)).toBe('End of the day');
  });

  it('is a named select starting at 00:00 in 15-minute steps; typing finds a time and End of the day', async () => {
    const changes: (string | null)[] = [];
    render(<Field changes={changes} />);
    const box = screen.getByRole('combobox', { name: 'Time of day' });
    fireEvent.mouseDown(box);
    await waitFor(() => expect(titles().slice(0, 3)).toEqual(['00:00', '00:15', '00:30']));
    fireEvent.change(box, { target: { value: '9:3' } });
    await waitFor(() => expect(titles()).toEqual(['09:30']));
    fireEvent.click(within(popup()).getByTitle('09:30'));
    expect(changes).toEqual(['09:30']);
    fireEvent.mouseDown(box);
    fireEvent.change(box, { target: { value: 'end' } });
    await waitFor(() => expect(titles()).toEqual(['End of the day']));
    fireEvent.click(within(popup()).getByTitle('End of the day'));
    expect(changes).toEqual(['09:30', END_OF_DAY]);
  });

  it('offers no time off the quarter hours, 23:45 last before End of the day', async () => {
    render(<Field changes={[]} />);
    const box = screen.getByRole('combobox', { name: 'Time of day' });
    fireEvent.mouseDown(box);
    fireEvent.change(box, { target: { value: '23:' } });
    await waitFor(() => expect(titles()).toEqual(['23:00', '23:15', '23:30', '23:45']));
    fireEvent.change(box, { target: { value: '09:10' } });
    await waitFor(() => expect(titles()).toEqual([]));
  });

  it('shows the chosen End of the day in words', () => {
    render(<Field initial={END_OF_DAY} changes={[]} />);
    expect(screen.getByTitle('End of the day')).toBeTruthy();
  });
});
