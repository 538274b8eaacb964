// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { MountProps, RemoteRelease } from '@work/shared-contracts';
import { RemoteProviders } from './RemoteProviders';
import { RemoteVersionMarker } from './RemoteVersionMarker';
import { TEST_THEME } from '../testing/theme';

afterEach(cleanup);

/** The marker inside a remote's providers, with the release the host put in the mount props. */
function markerText(release: RemoteRelease | undefined): string | null {
  const props = { theme: TEST_THEME, client: {}, ...(release ? { release } : {}) } as unknown as MountProps;
  render(
    <RemoteProviders remote="mfe-work" props={props}>
      <RemoteVersionMarker remote="mfe-work" label="e2e-abc" />
    </RemoteProviders>,
  );
  return screen.getByTestId('remote-version-mfe-work').textContent;
}

describe('the version marker shows the release the host chose (ADR 0246)', () => {
  it.each([
    [{ kind: 'current' }, 'mfe-work · Version e2e-abc · 0.1.0-aaaa (current)'],
    [{ kind: 'canary', percent: 50 }, 'mfe-work · Version e2e-abc · 0.1.0-aaaa (canary 50 %)'],
    [{ kind: 'tenant', tenant: 'control' }, 'mfe-work · Version e2e-abc · 0.1.0-aaaa (pinned to control)'],
    [{ kind: 'override' }, 'mfe-work · Version e2e-abc · 0.1.0-aaaa (override)'],
  ] as const)('%j', (track, text) => {
    expect(markerText({ version: '0.1.0-aaaa', track })).toBe(text);
  });

  it('shows only the build label when the host passed no release (an older host)', () => {
    expect(markerText(undefined)).toBe('mfe-work · Version e2e-abc');
  });
});
