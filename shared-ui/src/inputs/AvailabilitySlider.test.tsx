// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AvailabilitySlider, availabilityLabel } from './AvailabilitySlider';

// jsdom lacks ResizeObserver, which antd's slider tooltip asks for.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;
afterEach(cleanup);

function Field({ initial, maxDays, changes }: { initial: number; maxDays?: number; changes?: number[] }) {
  const [value, setValue] = useState(initial);
  return (
    <AvailabilitySlider
      value={value}
      maxDays={maxDays}
      onChange={(minutes) => {
        changes?.push(minutes);
        setValue(minutes);
      }}
    />
  );
}

const marks = () => [...document.querySelectorAll('.ant-slider-mark-text')].map((m) => m.textContent);

describe('AvailabilitySlider', { timeout: 30_000 }, () => {
  it('names its steps in words: 30 minutes, 2 and 6 hours, 1 to 3 days, 1 to 3 weeks', () => {
    expect([30, 120, 360, 1440, 2880, 4320, 10080, 20160, 30240].map(availabilityLabel)).toEqual([
      '30 minutes',
      '2 hours',
      '6 hours',
      '1 day',
      '2 days',
      '3 days',
      '1 week',
      '2 weeks',
      '3 weeks',
    ]);
  });

  it('offers every step as a labelled mark, and is a named slider telling its value in words', () => {
    render(<Field initial={360} />);
    expect(marks()).toEqual(['30m', '2h', '6h', '1d', '2d', '3d', '1w', '2w', '3w']);
    const handle = screen.getByRole('slider', { name: 'Availability' });
    expect(handle.getAttribute('aria-valuetext')).toBe('6 hours');
  });

  it('moves from step to step and gives the value in minutes', () => {
    const changes: number[] = [];
    render(<Field initial={30} changes={changes} />);
    const handle = screen.getByRole('slider', { name: 'Availability' });
    fireEvent.keyDown(handle, { key: 'ArrowRight', keyCode: 39 });
    fireEvent.keyDown(handle, { key: 'ArrowRight', keyCode: 39 });
    fireEvent.keyDown(handle, { key: 'ArrowRight', keyCode: 39 });
    expect(changes).toEqual([120, 360, 1440]);
    expect(handle.getAttribute('aria-valuetext')).toBe('1 day');
    fireEvent.keyDown(handle, { key: 'End', keyCode: 35 });
    expect(changes.at(-1)).toBe(30240);
  });

  it('offers no step beyond the maximum in days', () => {
    const changes: number[] = [];
    render(<Field initial={30} maxDays={2} changes={changes} />);
    expect(marks()).toEqual(['30m', '2h', '6h', '1d', '2d']);
    const handle = screen.getByRole('slider', { name: 'Availability' });
    fireEvent.keyDown(handle, { key: 'End', keyCode: 35 });
    expect(changes).toEqual([2880]);
  });

  it('shows a value between steps, or beyond the cap, at the step below it', () => {
    render(
      <>
        <AvailabilitySlider aria-label="Between" value={500} />
        <AvailabilitySlider aria-label="Beyond" value={30240} maxDays={7} />
      </>,
    );
    expect(screen.getByRole('slider', { name: 'Between' }).getAttribute('aria-valuetext')).toBe('6 hours');
    expect(screen.getByRole('slider', { name: 'Beyond' }).getAttribute('aria-valuetext')).toBe('1 week');
  });
});
