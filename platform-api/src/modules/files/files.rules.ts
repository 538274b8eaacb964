/** What a private file belongs to (the `scope` query parameter of the upload). */
export const FILE_SCOPES = ['task', 'task_message', 'profile', 'journal'] as const;
export type FileScope = (typeof FILE_SCOPES)[number];

/** Largest file the server takes: 50 MB. */
export const MAX_FILE_BYTES = 50 * 1024 * 1024;
/** At most this many files per upload request. */
export const MAX_FILES_PER_UPLOAD = 10;

export const fileTooLargeMessage = (name?: string) => (name ? `${name} is larger than the 50 MB limit` : 'Files are limited to 50 MB each');

/** A name that is safe in a Content-Disposition header and on any disk: no paths, no control characters. */
export function safeFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim()
    .slice(0, 200);
  return cleaned || 'file';
}
