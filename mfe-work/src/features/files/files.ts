import { t } from '../../text';
import type { MountProps } from '@work/shared-contracts';

export type ApiFetch = MountProps['apiFetch'];

/** The largest file the platform takes (the files route answers 413 above it). */
export const MAX_FILE_BYTES = 50 * 1024 * 1024;
/** Where uploads go; the scope says what the file is for. */
export const uploadPath = (scope: 'task' | 'task_message') => `/api/platform/files/private?scope=${scope}`;

export interface UploadedFile {
  id: string;
  name: string;
  size: number;
}

/** A failed upload or download, with the sentence to show. */
export class FileProblem extends Error {}

/** The upload and download failures of files (shell-and-freelancer.md §8). */
export const uploadFailedText = (file: string) => t('work.files.uploadFailed', { file });
export const downloadFailedText = (file: string) => t('work.files.downloadFailed', { file });
/** The same sentence the server gives with its 413. */
export const fileTooLargeText = (file: string) => t('work.files.tooLarge', { file });

/** Checked before sending: a file over 50 MB is refused with the server's sentence; null when the file may go. */
export function fileSizeProblem(file: { name: string; size: number }): string | null {
  return file.size > MAX_FILE_BYTES ? fileTooLargeText(file.name) : null;
}

/**
 * Uploads one file through the host's authenticated fetch (multipart field `files`). Resolves with the stored file;
 * rejects with a FileProblem worded for a toast: the 413 sentence for a file that is too large, else the spec's
 * "Failed to upload …".
 */
export async function uploadFile(apiFetch: ApiFetch, file: File, scope: 'task' | 'task_message' = 'task'): Promise<UploadedFile> {
  const tooLarge = fileSizeProblem(file);
  if (tooLarge) throw new FileProblem(tooLarge);
  const body = new FormData();
  body.append('files', file, file.name);
  let response: Response;
  try {
    response = await apiFetch(uploadPath(scope), { method: 'POST', body });
  } catch {
    throw new FileProblem(uploadFailedText(file.name));
  }
  if (response.status === 413) throw new FileProblem(fileTooLargeText(file.name));
  if (!response.ok) throw new FileProblem(uploadFailedText(file.name));
  const json = (await response.json().catch(() => null)) as { files?: { id: number | string; name: string; size: number }[] } | null;
  const stored = json?.files?.[0];
  if (!stored) throw new FileProblem(uploadFailedText(file.name));
  return { id: String(stored.id), name: stored.name, size: stored.size };
}

/** The ids to send with the submission: the files whose upload finished. */
export function uploadedIds(list: readonly { status?: string; response?: unknown }[]): string[] {
  return list
    .filter((f) => f.status === 'done')
    .map((f) => (f.response as UploadedFile | undefined)?.id)
    .filter((id): id is string => typeof id === 'string');
}

/** True while any file is still on its way (submitting then would leave it out). */
export const uploadsPending = (list: readonly { status?: string }[]) => list.some((f) => f.status === 'uploading');

/** How the browser saves a blob; swapped in tests. */
export interface Saver {
  save: (blob: Blob, name: string) => void;
}

export const browserSaver: Saver = {
  save(blob, name) {
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    link.rel = 'noopener';
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  },
};

/** Downloads a private file with the bearer token (a plain link would not carry it) and saves it under its name. */
export async function downloadFile(
  apiFetch: ApiFetch,
  file: { name: string; downloadUrl: string },
  saver: Saver = browserSaver,
): Promise<void> {
  let blob: Blob;
  try {
    const response = await apiFetch(file.downloadUrl);
    if (!response.ok) throw new Error(String(response.status));
    blob = await response.blob();
  } catch {
    throw new FileProblem(downloadFailedText(file.name));
  }
  saver.save(blob, file.name);
}
