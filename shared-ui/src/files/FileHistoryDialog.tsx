import { useState } from 'react';
import { Button, Flex, List, Modal, Skeleton, Typography, Upload } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
// By the package's name: the root is the shared module, so this is the host's mount-props context (see browser-state.ts).
import { useConfirm, useMountProps } from '@work/shared-ui';
import { formatterIn } from '../dates';
import { downloadPrivateFile, FileTransferFailed, uploadPrivateFile, type SaveBlob } from './fileTransfer';
import { t } from './text';

/** One file of the history (the API's FileAttachment). */
export interface FileHistoryItem {
  id: string;
  fileId: string;
  fileName: string;
  createdAt: string;
  downloadUrl: string;
}

export interface FileHistoryDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Newest first. */
  files: readonly FileHistoryItem[];
  loading?: boolean;
  /** The files route's scope the upload is stored under, e.g. 'profile'. */
  scope: string;
  /** Attaches an uploaded file (its id) where it belongs; resolve false (or reject) when that failed. No upload when absent. */
  onUploaded?: (fileId: string) => Promise<boolean>;
  /** Removes one file from the history; resolve false (or reject) when that failed. No delete buttons when absent. */
  onDelete?: (file: FileHistoryItem) => Promise<boolean>;
  /** The file types the picker offers (the input's accept). */
  accept?: string;
  /** The zone the dates are shown in. */
  timezone?: string;
  /** How a download is saved (tests). */
  save?: SaveBlob;
}

const WHEN: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' };

/**
 * The file upload and history dialog (staff-and-admin.md §2 Shared widgets): upload a file through the files REST
 * route, then the history with download and delete. A failed upload, attach, download or delete shows the generic
 * error toast (§8 "File create or delete failure shows a generic error toast").
 */
export function FileHistoryDialog(props: FileHistoryDialogProps) {
  const { open, onClose, title, files, loading, scope, onUploaded, onDelete, accept, timezone, save } = props;
  const { bus, apiFetch } = useMountProps();
  const confirm = useConfirm();
  const [uploading, setUploading] = useState(false);
  const [busyId, setBusyId] = useState<string | null>(null);
  const toast = (text: string, color: 'success' | 'error') => bus.publish('toast:show', { text, color });

  const upload = async (file: File) => {
    if (!onUploaded) return;
    setUploading(true);
    try {
      const stored = await uploadPrivateFile(apiFetch, file, scope);
      if (!(await onUploaded(stored.id))) throw new FileTransferFailed();
      toast(t('ui.files.created'), 'success');
    } catch (e) {
      toast(e instanceof FileTransferFailed && e.tooLarge ? t('ui.files.tooLarge') : t('ui.files.failed'), 'error');
    } finally {
      setUploading(false);
    }
  };

  const remove = async (file: FileHistoryItem) => {
    if (!onDelete) return;
    const sure = await confirm({
      title: t('ui.files.delete.confirm', { name: file.fileName }),
      content: t('ui.files.delete.text'),
      okText: t('ui.files.delete.ok'),
      danger: true,
    });
    if (!sure) return;
    setBusyId(file.id);
    try {
      if (!(await onDelete(file))) throw new FileTransferFailed();
      toast(t('ui.files.deleted'), 'success');
    } catch {
      toast(t('ui.files.failed'), 'error');
    } finally {
      setBusyId(null);
    }
  };

  const download = async (file: FileHistoryItem) => {
    try {
      await downloadPrivateFile(apiFetch, file, save);
    } catch {
      toast(t('ui.files.failed'), 'error');
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      width={600}
      footer={<Button onClick={onClose}>{t('ui.files.close')}</Button>}
      destroyOnHidden
    >
      <Flex vertical gap="middle">
        {onUploaded ? (
          <Upload
            accept={accept}
            showUploadList={false}
            maxCount={1}
            // the file goes through the host's authenticated fetch, not antd's own request
            beforeUpload={(file) => {
              void upload(file);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} loading={uploading}>
              {uploading ? t('ui.files.uploading') : t('ui.files.upload')}
            </Button>
          </Upload>
        ) : null}
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('ui.files.history')}
        </Typography.Title>
        {loading ? (
          <Skeleton active />
        ) : (
          <List
            aria-label={t('ui.files.history')}
            dataSource={[...files]}
            locale={{ emptyText: t('ui.files.empty') }}
            renderItem={(file) => (
              <List.Item
                actions={[
                  <Button
                    key="download"
                    type="text"
                    icon={<DownloadOutlined />}
                    aria-label={t('ui.files.download', { name: file.fileName })}
                    onClick={() => void download(file)}
                  />,
                  ...(onDelete
                    ? [
                        <Button
                          key="delete"
                          type="text"
                          danger
                          icon={<DeleteOutlined />}
                          loading={busyId === file.id}
                          aria-label={t('ui.files.delete', { name: file.fileName })}
                          onClick={() => void remove(file)}
                        />,
                      ]
                    : []),
                ]}
              >
                <List.Item.Meta
                  title={file.fileName}
                  description={t('ui.files.uploadedAt', { date: formatterIn(timezone, WHEN).format(new Date(file.createdAt)) })}
                />
              </List.Item>
            )}
          />
        )}
      </Flex>
    </Modal>
  );
}
