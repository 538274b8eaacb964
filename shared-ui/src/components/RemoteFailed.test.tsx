// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { RemoteFailed } from './RemoteFailed';
import { LaterReleaseNotice } from './LaterReleaseNotice';
import { RemoteVersionMarker } from './RemoteVersionMarker';

afterEach(cleanup);

describe('shared components', () => {
  it('the remote fallback is an alert with a Retry button that calls back', () => {
    const onRetry = vi.fn();
    render(<RemoteFailed remote="mfe-payments" onRetry={onRetry} detail="404" />);
    expect(screen.getByRole('alert')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(screen.getByTestId('remote-failed-mfe-payments')).toBeTruthy();
  });
  it('the later-release notice names the area honestly', () => {
    render(<LaterReleaseNotice area="Plan" />);
    expect(screen.getByText(/Plan arrives in a later release/)).toBeTruthy();
  });
  it('the version marker shows the build label', () => {
    render(<RemoteVersionMarker remote="mfe-work" label="0.2.0-e2e" />);
    expect(screen.getByTestId('remote-version-mfe-work').textContent).toContain('Version 0.2.0-e2e');
  });
});
