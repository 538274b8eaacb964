import type { EventBus, EventMap } from '@work/shared-contracts';
import { TOAST_DEFAULT_MS, withToast, withoutToast, type BrowserState, type Toast } from '@work/shared-contracts/browser-state';

/*
 * Toasts (spec §3 Toast: id, text, color, snackbar, timeout; §7 postToast, removeToast and the toast query, local only).
 * The live toasts are the browser state's `toasts` atom (ADR 0259): remotes post and remove them with the bus events
 * `toast:show` and `toast:remove`, and may read the atom; the shell removes each after its timeout and shows what the
 * atom holds: a toast as an antd message at the top, a snackbar as a single-line notification at the bottom centre
 * with no close button or actions.
 */

export { TOAST_DEFAULT_MS };

/** The store and the toasts atom: all the toast code needs of the browser state. */
export interface ToastState {
  store: BrowserState['store'];
  atoms: Pick<BrowserState['atoms'], 'toasts'>;
}

export interface Timers {
  set: (run: () => void, ms: number) => unknown;
  clear: (handle: unknown) => void;
}
const browserTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Ids for toasts published without one: unique on the page, and unlike any id a remote would choose. */
export function toastIds(prefix = 'shell-toast'): () => string {
  let next = 0;
  return () => `${prefix}-${++next}`;
}

/** A `toast:show` payload as the toast it shows: the id given or a new one, not a snackbar, 5000 ms unless given. */
export function toastOf(payload: EventMap['toast:show'], newId: () => string): Toast {
  return {
    id: payload.id ?? newId(),
    text: payload.text,
    color: payload.color,
    snackbar: payload.snackbar ?? false,
    timeout: payload.timeout ?? TOAST_DEFAULT_MS,
  };
}

/**
 * postToast and removeToast: `toast:show` puts a toast in the atom (replacing one with the same id, which starts its
 * timeout again), `toast:remove` takes it out. Each toast leaves the atom when its timeout passes (a timeout of 0 keeps
 * it until it is removed), whoever put it there. Answers a function that stops all of it.
 */
export function listenForToasts(
  bus: EventBus,
  state: ToastState,
  { newId = toastIds(), timers = browserTimers }: { newId?: () => string; timers?: Timers } = {},
): () => void {
  const { store } = state;
  const toasts = state.atoms.toasts;
  const offShow = bus.subscribe('toast:show', (payload) => store.set(toasts, (list) => withToast(list, toastOf(payload, newId))));
  const offRemove = bus.subscribe('toast:remove', ({ id }) => store.set(toasts, (list) => withoutToast(list, id)));

  // one timer per toast on screen, started again when the toast is replaced
  const running = new Map<string, { toast: Toast; handle: unknown }>();
  const expire = () => {
    const list = store.get(toasts);
    const live = new Set(list.map((t) => t.id));
    for (const [id, { handle }] of running) {
      if (live.has(id)) continue;
      timers.clear(handle);
      running.delete(id);
    }
    for (const toast of list) {
      const current = running.get(toast.id);
      if (current?.toast === toast) continue;
      if (current) timers.clear(current.handle);
      const handle =
        toast.timeout > 0
          ? timers.set(() => {
              running.delete(toast.id);
              store.set(toasts, (now) => (now.includes(toast) ? withoutToast(now, toast.id) : now));
            }, toast.timeout)
          : undefined;
      running.set(toast.id, { toast, handle });
    }
  };
  const offExpire = store.sub(toasts, expire);
  expire();

  return () => {
    offShow();
    offRemove();
    offExpire();
    for (const { handle } of running.values()) timers.clear(handle);
    running.clear();
  };
}

/** antd's message and notification APIs (App.useApp()), as far as toasts use them. */
export interface ToastUi {
  message: {
    open: (config: { key: string; type: Toast['color']; content: string; duration: number }) => unknown;
    destroy: (key: string) => void;
  };
  notification: {
    open: (config: {
      key: string;
      type: Toast['color'];
      title: string;
      placement: 'bottom';
      duration: number;
      closable: boolean;
      role: 'status';
    }) => unknown;
    destroy: (key: string) => void;
  };
}

/**
 * Shows what the toasts atom holds: each new or replaced toast opens (under its id, so a replacement updates it in
 * place), each toast gone from the atom closes. antd never closes them itself (duration 0): the atom decides.
 */
export function showToasts(state: ToastState, ui: ToastUi): () => void {
  const { store } = state;
  const toasts = state.atoms.toasts;
  const shown = new Map<string, Toast>();
  const close = (toast: Toast) => (toast.snackbar ? ui.notification : ui.message).destroy(toast.id);
  const open = (toast: Toast) => {
    if (toast.snackbar) {
      ui.notification.open({
        key: toast.id,
        type: toast.color,
        title: toast.text,
        placement: 'bottom',
        duration: 0,
        closable: false,
        role: 'status',
      });
    } else {
      ui.message.open({ key: toast.id, type: toast.color, content: toast.text, duration: 0 });
    }
  };
  const render = () => {
    const list = store.get(toasts);
    const live = new Map(list.map((t) => [t.id, t]));
    for (const [id, toast] of shown) {
      if (live.has(id)) continue;
      close(toast);
      shown.delete(id);
    }
    for (const toast of list) {
      const before = shown.get(toast.id);
      if (before === toast) continue;
      // a replacement in the other style closes the old one first (message and notification keys are separate)
      if (before && before.snackbar !== toast.snackbar) close(before);
      open(toast);
      shown.set(toast.id, toast);
    }
  };
  const off = store.sub(toasts, render);
  render();
  return () => {
    off();
    for (const toast of shown.values()) close(toast);
    shown.clear();
  };
}
