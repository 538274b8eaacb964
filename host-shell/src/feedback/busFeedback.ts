import type { EventBus, EventMap } from '@work/shared-contracts';
import { t } from '../text';

/** A toast stays this long unless the remote asks otherwise (§9). */
export const TOAST_DEFAULT_MS = 5000;

export interface ToastApi {
  open: (config: { type: EventMap['toast:show']['color']; content: string; duration: number }) => unknown;
}
export interface ConfirmApi {
  confirm: (config: {
    title: string;
    content?: string;
    okText: string;
    cancelText: string;
    okButtonProps?: { danger?: boolean };
    onOk: () => void;
    onCancel: () => void;
  }) => unknown;
}

/**
 * The shell's side of the bus feedback events: `toast:show` becomes an antd message (5000 ms by default) and
 * `confirm:show` a confirm dialog whose answer goes back as `confirm:answered` with the same id (once).
 */
export function listenForFeedback(bus: EventBus, ui: { message: ToastApi; modal: ConfirmApi }): () => void {
  const offToast = bus.subscribe(
    'toast:show',
    (toast) => void ui.message.open({ type: toast.color, content: toast.text, duration: (toast.timeout ?? TOAST_DEFAULT_MS) / 1000 }),
  );
  const offConfirm = bus.subscribe('confirm:show', (request) => {
    let answered = false;
    const answer = (confirmed: boolean) => {
      if (answered) return;
      answered = true;
      bus.publish('confirm:answered', { id: request.id, confirmed });
    };
    ui.modal.confirm({
      title: request.title,
      ...(request.content ? { content: request.content } : {}),
      okText: request.okText ?? t('shell.confirm.ok'),
      cancelText: request.cancelText ?? t('shell.confirm.cancel'),
      ...(request.danger ? { okButtonProps: { danger: true } } : {}),
      onOk: () => answer(true),
      onCancel: () => answer(false),
    });
  });
  return () => {
    offToast();
    offConfirm();
  };
}
