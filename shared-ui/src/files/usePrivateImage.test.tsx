// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createEventBus, type MountProps } from '@work/shared-contracts';
import { RemoteProviders } from '../components/RemoteProviders';
import { usePrivateImage } from './usePrivateImage';
import { TEST_THEME } from '../testing/theme';

afterEach(cleanup);

function Photo({ path }: { path: string | null }) {
  const url = usePrivateImage(path);
  return <output aria-label="photo">{url ?? 'none'}</output>;
}

function show(path: string | null, answer: () => Response) {
  const apiFetch = vi.fn(async () => answer());
  const props = { bus: createEventBus(), apiFetch, theme: TEST_THEME } as unknown as MountProps;
  const view = render(
    <RemoteProviders remote="test" props={props}>
      <Photo path={path} />
    </RemoteProviders>,
  );
  return { apiFetch, view };
}

describe('usePrivateImage', () => {
  it('fetches the private file with the shell (its token) and shows it from an object URL, freed when it goes', async () => {
    const created = vi.fn(() => 'blob:photo-1');
    const revoked = vi.fn();
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: revoked });
    const { apiFetch, view } = show('/api/platform/files/private/7/download', () => new Response('png', { status: 200 }));
    await waitFor(() => expect(screen.getByLabelText('photo').textContent).toBe('blob:photo-1'));
    expect(apiFetch).toHaveBeenCalledWith('/api/platform/files/private/7/download');
    view.unmount();
    expect(revoked).toHaveBeenCalledWith('blob:photo-1');
  });

  it('gives nothing without a path or when the file cannot be read, so the initials show', async () => {
    expect(show(null, () => new Response('')).apiFetch).not.toHaveBeenCalled();
    cleanup();
    const { apiFetch } = show('/api/platform/files/private/8/download', () => new Response('', { status: 403 }));
    await waitFor(() => expect(apiFetch).toHaveBeenCalled());
    expect(screen.getByLabelText('photo').textContent).toBe('none');
  });
});
