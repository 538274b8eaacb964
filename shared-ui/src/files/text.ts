// the factory by its own path: this subpath is bundled into each remote that shows the dialog
import { createTextCatalogue } from '../text/createTextCatalogue';

/** The file upload and history dialog's words (keys `ui.files.…`; staff-and-admin.md §2 Shared widgets, §8). */
export const en = {
  'ui.files.upload': 'Upload a file',
  'ui.files.uploading': 'Uploading…',
  'ui.files.history': 'File history',
  'ui.files.empty': 'No files found',
  'ui.files.uploadedAt': 'Uploaded {date}',
  'ui.files.download': 'Download {name}',
  'ui.files.delete': 'Delete {name}',
  'ui.files.delete.confirm': 'Delete {name}?',
  'ui.files.delete.text': 'The file is removed from the history.',
  'ui.files.delete.ok': 'Delete',
  'ui.files.close': 'Close',
  'ui.files.created': 'Record has been successfully created',
  'ui.files.deleted': 'Record has been successfully deleted',
  'ui.files.failed': 'Something went wrong. Please try again, and contact support if the problem persists.',
  'ui.files.tooLarge': 'The file is too large: files can be up to 50 MB.',
} as const;

export const { t, hasText } = createTextCatalogue('ui.files', en);
export type TextKey = keyof typeof en;
