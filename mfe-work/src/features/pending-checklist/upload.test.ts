import { describe, expect, it, vi } from 'vitest';
import type { ApiFetch } from '../files/files';
import { MAX_FILE_BYTES } from '../files/files';
import { uploadProfileFile } from './upload';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('ID and CV uploads', () => {
  it('go to the files module with scope profile and answer the stored id', async () => {
    const apiFetch = vi.fn<ApiFetch>(async () => json(201, { files: [{ id: 7, name: 'passport.pdf', size: 3 }] }));
    await expect(uploadProfileFile(apiFetch, new File(['abc'], 'passport.pdf'))).resolves.toEqual({ id: '7', name: 'passport.pdf' });
    const [path, init] = apiFetch.mock.calls[0]!;
    expect(path).toBe('/api/platform/files/private?scope=profile');
    expect(((init?.body as FormData).get('files') as File).name).toBe('passport.pdf');
  });
  it('refuse a file over 50 MB before sending and word failures as the spec does', async () => {
    const apiFetch = vi.fn<ApiFetch>();
    const big = new File(['x'], 'cv.pdf');
    Object.defineProperty(big, 'size', { value: MAX_FILE_BYTES + 1 });
    await expect(uploadProfileFile(apiFetch, big)).rejects.toThrow('cv.pdf is larger than the 50 MB limit');
    expect(apiFetch).not.toHaveBeenCalled();
    const file = new File(['abc'], 'cv.pdf');
    await expect(uploadProfileFile(async () => json(413, {}), file)).rejects.toThrow('cv.pdf is larger than the 50 MB limit');
    await expect(uploadProfileFile(async () => json(500, {}), file)).rejects.toThrow(
      'Failed to upload cv.pdf - contact support if this problem persists.',
    );
    await expect(uploadProfileFile(async () => Promise.reject(new TypeError('offline')), file)).rejects.toThrow('Failed to upload cv.pdf');
  });
});
