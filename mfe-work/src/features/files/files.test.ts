import { describe, expect, it, vi } from 'vitest';
import { downloadFile, fileSizeProblem, MAX_FILE_BYTES, uploadedIds, uploadFile, uploadsPending, type ApiFetch } from './files';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('uploads', () => {
  it('refuses a file over 50 MB before sending, with the same sentence as the server', async () => {
    expect(fileSizeProblem({ name: 'big.mov', size: MAX_FILE_BYTES + 1 })).toBe('big.mov is larger than the 50 MB limit');
    expect(fileSizeProblem({ name: 'ok.mov', size: MAX_FILE_BYTES })).toBeNull();
    const apiFetch = vi.fn<ApiFetch>();
    const big = new File(['x'], 'big.mov');
    Object.defineProperty(big, 'size', { value: MAX_FILE_BYTES + 1 });
    await expect(uploadFile(apiFetch, big)).rejects.toThrow('big.mov is larger than the 50 MB limit');
    expect(apiFetch).not.toHaveBeenCalled();
  });

  it('posts the file in the multipart field files to the task scope and returns its id', async () => {
    const apiFetch = vi.fn<ApiFetch>(async () => json(201, { files: [{ id: 42, name: 'work.pdf', size: 3 }] }));
    await expect(uploadFile(apiFetch, new File(['abc'], 'work.pdf'))).resolves.toEqual({ id: '42', name: 'work.pdf', size: 3 });
    const [path, init] = apiFetch.mock.calls[0]!;
    expect(path).toBe('/api/platform/files/private?scope=task');
    expect(init?.method).toBe('POST');
    const sent = (init?.body as FormData).getAll('files');
    expect(sent).toHaveLength(1);
    expect((sent[0] as File).name).toBe('work.pdf');
  });

  it('words failures as the spec does: 413 as too large, anything else as Failed to upload', async () => {
    const file = new File(['abc'], 'work.pdf');
    await expect(uploadFile(async () => json(413, { error: { code: 'PAYLOAD_TOO_LARGE' } }), file)).rejects.toThrow(
      'work.pdf is larger than the 50 MB limit',
    );
    const failed = 'Failed to upload work.pdf - contact support if this problem persists.';
    await expect(uploadFile(async () => json(500, {}), file)).rejects.toThrow(failed);
    await expect(uploadFile(async () => json(201, { files: [] }), file)).rejects.toThrow(failed);
    await expect(uploadFile(async () => Promise.reject(new TypeError('offline')), file)).rejects.toThrow(failed);
  });

  it('submits only the files whose upload finished, and waits while one is uploading', () => {
    const list = [
      { status: 'done', response: { id: '1', name: 'a', size: 1 } },
      { status: 'error', response: undefined },
      { status: 'uploading' },
      { status: 'done', response: { id: '4', name: 'd', size: 1 } },
    ];
    expect(uploadedIds(list)).toEqual(['1', '4']);
    expect(uploadsPending(list)).toBe(true);
    expect(uploadsPending(list.filter((f) => f.status !== 'uploading'))).toBe(false);
  });
});

describe('downloads', () => {
  it('fetches the file with the host fetch and saves the blob under its name', async () => {
    const apiFetch = vi.fn<ApiFetch>(async () => new Response('hello', { status: 200 }));
    const save = vi.fn();
    await downloadFile(apiFetch, { name: 'brief.pdf', downloadUrl: '/api/platform/files/private/7/download' }, { save });
    expect(apiFetch).toHaveBeenCalledWith('/api/platform/files/private/7/download');
    expect(save).toHaveBeenCalledTimes(1);
    expect(await (save.mock.calls[0]![0] as Blob).text()).toBe('hello');
    expect(save.mock.calls[0]![1]).toBe('brief.pdf');
  });

  it('fails with Failed to download on an error status or a network failure, saving nothing', async () => {
    const save = vi.fn();
    const file = { name: 'brief.pdf', downloadUrl: '/api/platform/files/private/7/download' };
    const failed = 'Failed to download brief.pdf - contact support if this problem persists.';
    await expect(downloadFile(async () => new Response('', { status: 403 }), file, { save })).rejects.toThrow(failed);
    await expect(downloadFile(async () => Promise.reject(new TypeError('offline')), file, { save })).rejects.toThrow(failed);
    expect(save).not.toHaveBeenCalled();
  });
});

describe('file failure texts', () => {
  it('words them as the spec does', async () => {
    const { uploadFailedText, downloadFailedText } = await import('./files');
    expect(uploadFailedText('brief.pdf')).toBe('Failed to upload brief.pdf - contact support if this problem persists.');
    expect(downloadFailedText('a.png')).toBe('Failed to download a.png - contact support if this problem persists.');
  });
});
