import type { ApiFetch } from '../files/files';
import { FileProblem, fileSizeProblem, fileTooLargeText, uploadFailedText } from '../files/files';

/**
 * Uploads an ID or CV through the host's authenticated fetch into the files module with scope profile (the server
 * accepts only the croudie's own profile files for the checklist). Rejects with a FileProblem worded for a toast.
 */
export async function uploadProfileFile(apiFetch: ApiFetch, file: File): Promise<{ id: string; name: string }> {
  const tooLarge = fileSizeProblem(file);
  if (tooLarge) throw new FileProblem(tooLarge);
  const body = new FormData();
  body.append('files', file, file.name);
  let response: Response;
  try {
    response = await apiFetch('/api/platform/files/private?scope=profile', { method: 'POST', body });
  } catch {
    throw new FileProblem(uploadFailedText(file.name));
  }
  if (response.status === 413) throw new FileProblem(fileTooLargeText(file.name));
  if (!response.ok) throw new FileProblem(uploadFailedText(file.name));
  const json = (await response.json().catch(() => null)) as { files?: { id: number | string; name: string }[] } | null;
  const stored = json?.files?.[0];
  if (!stored) throw new FileProblem(uploadFailedText(file.name));
  return { id: String(stored.id), name: stored.name };
}
