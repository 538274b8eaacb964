import { useState } from 'react';
import { Avatar, Button, Flex, Upload } from 'antd';
import CameraOutlined from '@ant-design/icons/CameraOutlined';
import { useMountProps } from '@work/shared-ui';
import { uploadPrivateFile, usePrivateImage } from '@work/shared-ui/files';
import { useText } from '../../text';
import { PhotoCropDialog } from './PhotoCropDialog';

/**
 * The croudie's photo (§3 Profile needs: photo): chosen, cropped square, uploaded with scope profile and saved as the
 * avatar; or removed. Only the croudie changes it (the API takes only their own uploads).
 */
export function ProfilePhoto({
  name,
  avatar,
  editable,
  save,
}: {
  name: string;
  avatar: string | null;
  editable: boolean;
  /** Saves the avatar (a stored file's id, or null to remove it); true when saved. */
  save: (avatarFileId: string | null) => Promise<boolean>;
}) {
  const t = useText();
  const { apiFetch, bus } = useMountProps();
  const [chosen, setChosen] = useState<File | null>(null);
  const [saving, setSaving] = useState(false);
  const photoUrl = usePrivateImage(avatar);
  const initials = name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();

  const keep = async (photo: File) => {
    setSaving(true);
    try {
      const stored = await uploadPrivateFile(apiFetch, photo, 'profile');
      if (await save(stored.id)) setChosen(null);
    } catch {
      bus.publish('toast:show', { text: t('hr.profile.updateFailed'), color: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Flex align="center" gap="middle">
      <Avatar size={96} src={photoUrl ?? undefined} alt={t('hr.profile.photo.alt', { name })}>
        {initials}
      </Avatar>
      {editable ? (
        <Flex vertical gap="small">
          <Upload
            accept="image/png,image/jpeg,image/webp"
            showUploadList={false}
            beforeUpload={(file) => {
              setChosen(file);
              return false;
            }}
          >
            <Button icon={<CameraOutlined />}>{avatar ? t('hr.profile.photo.change') : t('hr.profile.photo.add')}</Button>
          </Upload>
          {avatar ? (
            <Button type="link" danger onClick={() => void save(null)} style={{ padding: 0 }}>
              {t('hr.profile.photo.remove')}
            </Button>
          ) : null}
        </Flex>
      ) : null}
      {chosen ? <PhotoCropDialog file={chosen} saving={saving} onCancel={() => setChosen(null)} onCropped={(p) => void keep(p)} /> : null}
    </Flex>
  );
}
