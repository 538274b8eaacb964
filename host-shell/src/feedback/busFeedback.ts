import type { EventBus } from '@work/shared-contracts';
import { t } from '../text';
import { listenForToasts, showToasts, type Timers, type ToastState, type ToastUi } from './toasts';

export { listenForToasts, showToasts, TOAST_DEFAULT_MS } from './toasts';

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
 * `confirm:show` opens a confirm dialog whose answer goes back as `confirm:answered` with the same id (once). Answers a
 * function that stops listening.
 */
export function listenForConfirm(bus: EventBus, modal: ConfirmApi): () => void {
  return bus.subscribe('confirm:show', (request) => {
    let answered = false;
    const answer = (confirmed: boolean) => {
      if (answered) return;
      answered = true;
      bus.publish('confirm:answered', { id: request.id, confirmed });
    };
    modal.confirm({
      title: request.title,
      ...(request.content ? { content: request.content } : {}),
      okText: request.okText ?? t('shell.confirm.ok'),
      cancelText: request.cancelText ?? t('shell.confirm.cancel'),
      ...(request.danger ? { okButtonProps: { danger: true } } : {}),
      onOk: () => answer(true),
      onCancel: () => answer(false),
    });
  });
}

/**
 * The shell's side of the bus feedback events: `toast:show` and `toast:remove` keep the toasts atom of the browser state
 * (each toast leaves it after its timeout, 5000 ms by default), the atom is shown as antd messages and bottom snackbars
 * (toasts.ts), and `confirm:show` opens a confirm dialog. The shell runs the three parts as separate effects, so that a
 * new antd API instance does not start the toasts' timeouts again.
 */
export function listenForFeedback(
  bus: EventBus,
  state: ToastState,
  ui: ToastUi & { modal: ConfirmApi },
  options: { timers?: Timers; newToastId?: () => string } = {},
): () => void {
  const offToasts = listenForToasts(bus, state, {
    ...(options.timers ? { timers: options.timers } : {}),
    ...(options.newToastId ? { newId: options.newToastId } : {}),
  });
  const offShown = showToasts(state, ui);
  const offConfirm = listenForConfirm(bus, ui.modal);
  return () => {
    offToasts();
    offShown();
    offConfirm();
  };
}
