// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createEventBus, type MountProps } from '@work/shared-contracts';
import { RemoteProviders } from '../components/RemoteProviders';
import { inlineStyles, restoreStyles } from '../testing/fakeGraphQL';
import { FileHistoryDialog, type FileHistoryDialogProps, type FileHistoryItem } from './FileHistoryDialog';
import { TEST_THEME } from '../testing/theme';

beforeEach(inlineStyles);
afterEach(() => {
  cleanup();
  restoreStyles();
});

const passport: FileHistoryItem = {
  id: 'a1',
  fileId: '41',
  fileName: 'passport.pdf',
  createdAt: '2026-11-20T10:30:00Z',
  downloadUrl: '/api/platform/files/private/41/download',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The dialog over a fake files route (`upload` answers the POST) with the shell's confirm dialog answering `confirmed`. */
function open(opts: { upload?: () => Response; confirmed?: boolean } & Partial<FileHistoryDialogProps> = {}) {
  const bus = createEventBus();
  const toasts: string[] = [];
  bus.subscribe('toast:show', (toast) => void toasts.push(`${toast.color}: ${toast.text}`));
  bus.subscribe('confirm:show', (ask) => void bus.publish('confirm:answered', { id: ask.id, confirmed: opts.confirmed ?? true }));
  const requests: { path: string; method: string }[] = [];
  const apiFetch = vi.fn(async (path: string, init?: RequestInit) => {
    requests.push({ path, method: init?.method ?? 'GET' });
    if (init?.method === 'POST') return opts.upload ? opts.upload() : json({ files: [{ id: 77, name: 'licence.png' }] }, 201);
    return new Response('%PDF', { status: 200 });
  });
  const onUploaded = vi.fn(async () => true);
  const onDelete = vi.fn(async () => true);
  const save = vi.fn();
  const props = { bus, apiFetch, theme: TEST_THEME } as unknown as MountProps;
  render(
    <RemoteProviders remote="test" props={props}>
      <FileHistoryDialog
        open
        onClose={() => {}}
        title="ID documents"
        files={[passport]}
        scope="profile"
        onUploaded={onUploaded}
        onDelete={onDelete}
        save={save}
        {...opts}
      />
    </RemoteProviders>,
  );
  return { toasts, requests, onUploaded: opts.onUploaded ?? onUploaded, onDelete: opts.onDelete ?? onDelete, save };
}

const chooseFile = () => {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['png'], 'licence.png', { type: 'image/png' })] } });
};

describe('FileHistoryDialog', { timeout: 30_000 }, () => {
  it('lists the history with its dates', async () => {
    open({ timezone: 'Europe/London' });
    expect(await screen.findByText('passport.pdf')).toBeTruthy();
    expect(screen.getByText('Uploaded 20 Nov 2026, 10:30')).toBeTruthy();
  });

  it('says when there is nothing yet', async () => {
    open({ files: [] });
    expect(await screen.findByText('No files found')).toBeTruthy();
  });

  it('uploads through the files route with its scope, then attaches the stored file', async () => {
    const { requests, onUploaded, toasts } = open();
    chooseFile();
    await waitFor(() => expect(toasts).toEqual(['success: Record has been successfully created']));
    expect(requests).toEqual([{ path: '/api/platform/files/private?scope=profile', method: 'POST' }]);
    expect(onUploaded).toHaveBeenCalledWith('77');
  });

  it('shows the generic error toast when the upload fails, and attaches nothing', async () => {
    const { onUploaded, toasts } = open({ upload: () => json({ error: { message: 'boom' } }, 500) });
    chooseFile();
    await waitFor(() =>
      expect(toasts).toEqual(['error: Something went wrong. Please try again, and contact support if the problem persists.']),
    );
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('shows the generic error toast when attaching the file fails', async () => {
    const { toasts } = open({ onUploaded: async () => false });
    chooseFile();
    await waitFor(() =>
      expect(toasts).toEqual(['error: Something went wrong. Please try again, and contact support if the problem persists.']),
    );
  });

  it('downloads a file with the authenticated fetch', async () => {
    const { requests, save } = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Download passport.pdf' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(requests).toEqual([{ path: passport.downloadUrl, method: 'GET' }]);
    expect(save.mock.calls[0]?.[1]).toBe('passport.pdf');
  });

  it('deletes a file once confirmed, and not when the confirmation is cancelled', async () => {
    const kept = open({ confirmed: false });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete passport.pdf' }));
    await new Promise((r) => setTimeout(r, 20));
    expect(kept.onDelete).not.toHaveBeenCalled();
    cleanup();
    const { onDelete, toasts } = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete passport.pdf' }));
    await waitFor(() => expect(toasts).toEqual(['success: Record has been successfully deleted']));
    expect(onDelete).toHaveBeenCalledWith(passport);
  });

  it('shows the generic error toast when a delete fails', async () => {
    const { toasts } = open({ onDelete: async () => false });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete passport.pdf' }));
    await waitFor(() =>
      expect(toasts).toEqual(['error: Something went wrong. Please try again, and contact support if the problem persists.']),
    );
  });
});
