// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { loadWhenOpen } from './loadWhenOpen';

afterEach(cleanup);

function Dialog({ open, title }: { open?: boolean; title: string }) {
  return open ? <div role="dialog" aria-label={title} /> : <div data-testid="closed-overlay" />;
}

describe('loadWhenOpen', () => {
  it('fetches the overlay only when it first opens, and keeps it mounted after it closes', async () => {
    const load = vi.fn(async () => ({ default: Dialog }));
    const Overlay = loadWhenOpen(load);
    const { rerender } = render(<Overlay open={false} title="Reactivate" />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();

    rerender(<Overlay open title="Reactivate" />);
    expect(await screen.findByRole('dialog', { name: 'Reactivate' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);

    // closed again: still rendered (closed), so antd can play its closing animation
    await act(async () => rerender(<Overlay open={false} title="Reactivate" />));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('closed-overlay')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
