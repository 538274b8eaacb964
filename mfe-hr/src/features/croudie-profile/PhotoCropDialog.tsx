import { useEffect, useRef, useState } from 'react';
import { Flex, Form, Modal, Slider } from 'antd';
import { useText } from '../../text';
import { AVATAR_SIDE, MAX_ZOOM, squareCrop } from './squareCrop';

const PREVIEW = 240;

/** Draws the square of `image` into `canvas` at `size` pixels. */
function draw(canvas: HTMLCanvasElement, image: HTMLImageElement, zoom: number, offset: { x: number; y: number }, size: number) {
  const context = canvas.getContext('2d');
  if (!context) return;
  const crop = squareCrop(image.naturalWidth, image.naturalHeight, zoom, offset);
  canvas.width = size;
  canvas.height = size;
  context.drawImage(image, crop.x, crop.y, crop.side, crop.side, 0, 0, size, size);
}

/**
 * The photo's square crop (antd-img-crop is not installed: a canvas does it): zoom and move the square, then the
 * cropped JPEG is handed on. The preview shows exactly what will be kept.
 */
export function PhotoCropDialog({
  file,
  saving,
  onCancel,
  onCropped,
}: {
  file: File;
  saving: boolean;
  onCancel: () => void;
  onCropped: (photo: File) => void;
}) {
  const t = useText();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [zoom, setZoom] = useState(1);
  const [offset, setOffset] = useState({ x: 0, y: 0 });

  useEffect(() => {
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () => setImage(img);
    img.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);

  useEffect(() => {
    if (image && canvas.current) draw(canvas.current, image, zoom, offset, PREVIEW);
  }, [image, zoom, offset]);

  const crop = () => {
    if (!image) return;
    const output = document.createElement('canvas');
    draw(output, image, zoom, offset, AVATAR_SIDE);
    output.toBlob(
      (blob) => blob && onCropped(new File([blob], file.name.replace(/\.\w+$/, '') + '.jpg', { type: 'image/jpeg' })),
      'image/jpeg',
      0.9,
    );
  };

  return (
    <Modal
      open
      title={t('hr.profile.photo.crop')}
      okText={t('hr.profile.photo.save')}
      cancelText={t('hr.profile.cancel')}
      onOk={crop}
      onCancel={onCancel}
      okButtonProps={{ loading: saving, disabled: !image }}
      width={450}
      destroyOnHidden
    >
      <Flex vertical align="center" gap="middle">
        <canvas
          ref={canvas}
          width={PREVIEW}
          height={PREVIEW}
          role="img"
          aria-label={t('hr.profile.photo.preview')}
          style={{ borderRadius: '50%', background: '#f0f0f0' }}
        />
        <Form layout="vertical" style={{ width: '100%' }}>
          <Form.Item label={t('hr.profile.photo.zoom')}>
            <Slider min={1} max={MAX_ZOOM} step={0.05} value={zoom} onChange={setZoom} aria-label={t('hr.profile.photo.zoom')} />
          </Form.Item>
          <Form.Item label={t('hr.profile.photo.horizontal')}>
            <Slider
              min={-1}
              max={1}
              step={0.05}
              value={offset.x}
              onChange={(x) => setOffset((o) => ({ ...o, x }))}
              aria-label={t('hr.profile.photo.horizontal')}
            />
          </Form.Item>
          <Form.Item label={t('hr.profile.photo.vertical')}>
            <Slider
              min={-1}
              max={1}
              step={0.05}
              value={offset.y}
              onChange={(y) => setOffset((o) => ({ ...o, y }))}
              aria-label={t('hr.profile.photo.vertical')}
            />
          </Form.Item>
        </Form>
      </Flex>
    </Modal>
  );
}
