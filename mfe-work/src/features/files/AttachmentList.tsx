import { useState } from 'react';
import { Button, List, message } from 'antd';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { useMountProps } from '@work/shared-ui';
import { useText } from '../../text';
import { downloadFile } from './files';

export interface Attachment {
  id: string;
  name: string;
  size: number;
  downloadUrl: string;
}

/** A task's files; each downloads through the host's authenticated fetch (a plain link would not carry the token). */
export function AttachmentList({ attachments, sizeText }: { attachments: readonly Attachment[]; sizeText: (bytes: number) => string }) {
  const t = useText();
  const { apiFetch } = useMountProps();
  const [toast, toastHolder] = message.useMessage();
  const [busy, setBusy] = useState<string | null>(null);

  const download = async (a: Attachment) => {
    setBusy(a.id);
    try {
      await downloadFile(apiFetch, a);
    } catch (e) {
      void toast.error((e as Error).message);
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      {toastHolder}
      <List
        dataSource={[...attachments]}
        renderItem={(a) => (
          <List.Item
            key={a.id}
            actions={[
              <Button
                key="download"
                type="link"
                icon={<DownloadOutlined aria-hidden />}
                loading={busy === a.id}
                aria-label={t('work.files.download', { file: a.name })}
                onClick={() => void download(a)}
              />,
            ]}
          >
            {a.name} · {sizeText(a.size)}
          </List.Item>
        )}
      />
    </>
  );
}
