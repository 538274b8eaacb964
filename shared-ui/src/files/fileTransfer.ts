import type { MountProps } from '@work/shared-contracts';

type ApiFetch = MountProps['apiFetch'];

/** The largest file the platform takes (the files route answers 413 above it). */
export const MAX_FILE_BYTES = 50 * 1024 * 1024;

/** An upload or download that did not work; `tooLarge` when the file is over the limit. */
export class FileTransferFailed extends Error {
  constructor(readonly tooLarge = false) {
    super(tooLarge ? 'file too large' : 'file transfer failed');
  }
}

/**
 * Uploads one file through the host's authenticated fetch into the files module (POST
 * /api/platform/files/private?scope=…, multipart field `files`), as mfe-work's task files and the pending checklist's ID
 * do. Resolves with the stored file's id.
 */
export async function uploadPrivateFile(apiFetch: ApiFetch, file: File, scope: string): Promise<{ id: string; name: string }> {
  if (file.size > MAX_FILE_BYTES) throw new FileTransferFailed(true);
  const body = new FormData();
  body.append('files', file, file.name);
  let response: Response;
  try {
    response = await apiFetch(`/api/platform/files/private?scope=${encodeURIComponent(scope)}`, { method: 'POST', body });
  } catch {
    throw new FileTransferFailed();
  }
  if (response.status === 413) throw new FileTransferFailed(true);
  if (!response.ok) throw new FileTransferFailed();
  const json = (await response.json().catch(() => null)) as { files?: { id: number | string; name: string }[] } | null;
  const stored = json?.files?.[0];
  if (!stored) throw new FileTransferFailed();
  return { id: String(stored.id), name: stored.name };
}

/** Saves a blob under a name in the browser; swapped in tests. */
export type SaveBlob = (blob: Blob, name: string) => void;

export const saveInBrowser: SaveBlob = (blob, name) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

/** Downloads a private file with the bearer token (a plain link would not carry it) and saves it under its name. */
export async function downloadPrivateFile(
  apiFetch: ApiFetch,
  file: { fileName: string; downloadUrl: string },
  save: SaveBlob = saveInBrowser,
) {
  let blob: Blob;
  try {
    const response = await apiFetch(file.downloadUrl);
    if (!response.ok) throw new Error(String(response.status));
    blob = await response.blob();
  } catch {
    throw new FileTransferFailed();
  }
  save(blob, file.fileName);
}
