// The file upload and history dialog (staff-and-admin.md §2 Shared widgets): `@work/shared-ui/files`, an unshared
// subpath, so only a remote that shows it bundles it with its words.
export { FileHistoryDialog, type FileHistoryDialogProps, type FileHistoryItem } from './files/FileHistoryDialog';
export { downloadPrivateFile, FileTransferFailed, MAX_FILE_BYTES, uploadPrivateFile, type SaveBlob } from './files/fileTransfer';
export { usePrivateImage } from './files/usePrivateImage';
