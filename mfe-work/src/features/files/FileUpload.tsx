import { Typography, Upload, message, type UploadFile } from 'antd';
import InboxOutlined from '@ant-design/icons/InboxOutlined';
import { useMountProps } from '@work/shared-ui';
import { useText } from '../../text';
import { fileSizeProblem, uploadFile, type UploadedFile } from './files';

/**
 * The dropzone of a submission: each file goes up on its own through the host's authenticated fetch (scope task) and
 * shows uploading, done or failed in the list; files over 50 MB are refused before sending. The parent keeps the list
 * (uploadedIds gives the ids to submit).
 */
export function FileUpload({
  files,
  onChange,
  disabled,
}: {
  files: UploadFile<UploadedFile>[];
  onChange: (files: UploadFile<UploadedFile>[]) => void;
  disabled?: boolean;
}) {
  const t = useText();
  const { apiFetch } = useMountProps();
  const [toast, toastHolder] = message.useMessage();
  return (
    <>
      {toastHolder}
      <Upload.Dragger
        multiple
        disabled={disabled}
        fileList={files}
        onChange={({ fileList }) => onChange(fileList as UploadFile<UploadedFile>[])}
        beforeUpload={(file) => {
          const problem = fileSizeProblem(file);
          if (!problem) return true;
          void toast.error(problem);
          return Upload.LIST_IGNORE;
        }}
        customRequest={({ file, onSuccess, onError }) => {
          const f = file as File;
          uploadFile(apiFetch, f, 'task').then(
            (stored) => onSuccess?.(stored),
            (e: Error) => {
              void toast.error(e.message);
              onError?.(e);
            },
          );
        }}
        showUploadList={{ showRemoveIcon: !disabled, showDownloadIcon: false, showPreviewIcon: false }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined aria-hidden />
        </p>
        <Typography.Text>{t('work.files.upload')}</Typography.Text>
        <br />
        <Typography.Text type="secondary">{t('work.files.upload.hint')}</Typography.Text>
      </Upload.Dragger>
    </>
  );
}
