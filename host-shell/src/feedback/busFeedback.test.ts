import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { askForConfirmation, createEventBus } from '@work/shared-contracts';
import { createBrowserState, memoryStorage } from '@work/shared-contracts/browser-state';
import { listenForFeedback, TOAST_DEFAULT_MS, type ConfirmApi } from './busFeedback';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function setup() {
  const bus = createEventBus();
  const state = createBrowserState(memoryStorage(), { watch: null });
  const message = { open: vi.fn(), destroy: vi.fn() };
  const notification = { open: vi.fn(), destroy: vi.fn() };
  const dialogs: Parameters<ConfirmApi['confirm']>[0][] = [];
  const modal = { confirm: vi.fn((config: Parameters<ConfirmApi['confirm']>[0]) => dialogs.push(config)) };
  let n = 0;
  const off = listenForFeedback(bus, state, { message, notification, modal }, { newToastId: () => `t${++n}` });
  const live = () => state.store.get(state.atoms.toasts);
  return { bus, state, live, message, notification, dialogs, off };
}

describe('toasts from the bus', () => {
  it('show for 5000 ms by default, or for the timeout a remote gives', () => {
    const { bus, message, live } = setup();
    expect(TOAST_DEFAULT_MS).toBe(5000);
    bus.publish('toast:show', { text: 'Entry saved', color: 'success' });
    bus.publish('toast:show', { text: 'Credential relinquished', color: 'info', timeout: 2000 });
    expect(message.open).toHaveBeenNthCalledWith(1, { key: 't1', type: 'success', content: 'Entry saved', duration: 0 });
    expect(message.open).toHaveBeenNthCalledWith(2, { key: 't2', type: 'info', content: 'Credential relinquished', duration: 0 });
    expect(live().map((t) => t.id)).toEqual(['t1', 't2']);

    vi.advanceTimersByTime(1999);
    expect(message.destroy).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(message.destroy).toHaveBeenCalledWith('t2');
    expect(live().map((t) => t.id)).toEqual(['t1']);
    vi.advanceTimersByTime(2999);
    expect(live().map((t) => t.id)).toEqual(['t1']);
    vi.advanceTimersByTime(1);
    expect(message.destroy).toHaveBeenCalledWith('t1');
    expect(live()).toEqual([]);
  });

  it('keep the toast query: id, text, colour, snackbar flag and timeout of each toast on screen', () => {
    const { bus, live } = setup();
    bus.publish('toast:show', { text: 'Entry saved', color: 'success' });
    bus.publish('toast:show', { id: 'copied', text: 'Link copied', color: 'info', snackbar: true, timeout: 3000 });
    expect(live()).toEqual([
      { id: 't1', text: 'Entry saved', color: 'success', snackbar: false, timeout: 5000 },
      { id: 'copied', text: 'Link copied', color: 'info', snackbar: true, timeout: 3000 },
    ]);
  });

  it('show a snackbar as a single-line notification at the bottom, with no close button', () => {
    const { bus, message, notification } = setup();
    bus.publish('toast:show', { id: 'copied', text: 'Link copied', color: 'info', snackbar: true });
    expect(message.open).not.toHaveBeenCalled();
    expect(notification.open).toHaveBeenCalledWith({
      key: 'copied',
      type: 'info',
      title: 'Link copied',
      placement: 'bottom',
      duration: 0,
      closable: false,
      role: 'status',
    });
    vi.advanceTimersByTime(TOAST_DEFAULT_MS);
    expect(notification.destroy).toHaveBeenCalledWith('copied');
  });

  it('remove a toast early with toast:remove (and ignore an id no longer shown)', () => {
    const { bus, message, live } = setup();
    bus.publish('toast:show', { id: 'upload', text: 'Uploading…', color: 'info' });
    bus.publish('toast:remove', { id: 'upload' });
    expect(message.destroy).toHaveBeenCalledWith('upload');
    expect(live()).toEqual([]);
    bus.publish('toast:remove', { id: 'upload' });
    vi.advanceTimersByTime(TOAST_DEFAULT_MS);
    expect(message.destroy).toHaveBeenCalledTimes(1);
  });

  it('keep a toast with timeout 0 until it is removed', () => {
    const { bus, live } = setup();
    bus.publish('toast:show', { id: 'sticky', text: 'Offline', color: 'warning', timeout: 0 });
    vi.advanceTimersByTime(60_000);
    expect(live().map((t) => t.id)).toEqual(['sticky']);
    bus.publish('toast:remove', { id: 'sticky' });
    expect(live()).toEqual([]);
  });

  it('replace the toast with the same id in place and start its timeout again', () => {
    const { bus, message, live } = setup();
    bus.publish('toast:show', { id: 'upload', text: 'Uploading…', color: 'info' });
    vi.advanceTimersByTime(4000);
    bus.publish('toast:show', { id: 'upload', text: 'Uploaded', color: 'success' });
    expect(message.open).toHaveBeenLastCalledWith({ key: 'upload', type: 'success', content: 'Uploaded', duration: 0 });
    expect(live()).toHaveLength(1);
    vi.advanceTimersByTime(4999);
    expect(live()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(live()).toEqual([]);
  });

  it('moving a toast to the snackbar style closes the message first', () => {
    const { bus, message, notification } = setup();
    bus.publish('toast:show', { id: 'x', text: 'One', color: 'info' });
    bus.publish('toast:show', { id: 'x', text: 'One', color: 'info', snackbar: true });
    expect(message.destroy).toHaveBeenCalledWith('x');
    expect(notification.open).toHaveBeenCalledWith(expect.objectContaining({ key: 'x', placement: 'bottom' }));
  });

  it('expire and show toasts a remote put straight into the atom as well', () => {
    const { state, message, live } = setup();
    state.store.set(state.atoms.toasts, [{ id: 'direct', text: 'Hello', color: 'success', snackbar: false, timeout: 1000 }]);
    expect(message.open).toHaveBeenCalledWith({ key: 'direct', type: 'success', content: 'Hello', duration: 0 });
    vi.advanceTimersByTime(1000);
    expect(live()).toEqual([]);
  });

  it('refuse a toast whose payload breaks the catalogue (no text, bad snackbar flag)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { bus, live } = setup();
    expect(bus.publish('toast:show', { text: '', color: 'success' })).toBe(false);
    expect(bus.publish('toast:show', { text: 'x', color: 'success', snackbar: 'yes' as unknown as boolean })).toBe(false);
    expect(bus.publish('toast:remove', { id: '' })).toBe(false);
    expect(live()).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });

  it('stop when the shell goes: no more toasts, timers cleared, the shown ones closed', () => {
    const { bus, message, live, off } = setup();
    bus.publish('toast:show', { id: 'a', text: 'A', color: 'success' });
    off();
    expect(message.destroy).toHaveBeenCalledWith('a');
    bus.publish('toast:show', { id: 'b', text: 'B', color: 'success' });
    vi.advanceTimersByTime(TOAST_DEFAULT_MS);
    expect(live().map((t) => t.id)).toEqual(['a']);
    expect(message.open).toHaveBeenCalledTimes(1);
  });
});

describe('confirm dialog from the bus', () => {
  it('opens a dialog with catalogue buttons and answers the asking remote once', async () => {
    const { bus, dialogs } = setup();
    const answer = askForConfirmation(bus, { title: 'Disconnect the calendar?', content: 'Events stop appearing', danger: true });
    expect(dialogs).toHaveLength(1);
    expect(dialogs[0]).toMatchObject({
      title: 'Disconnect the calendar?',
      content: 'Events stop appearing',
      okText: 'Confirm',
      cancelText: 'Cancel',
      okButtonProps: { danger: true },
    });
    dialogs[0]!.onOk();
    dialogs[0]!.onCancel();
    await expect(answer).resolves.toBe(true);
  });

  it('answers false when cancelled, and stops listening when the shell goes', async () => {
    const { bus, dialogs, off } = setup();
    const answer = askForConfirmation(bus, { title: 'Leave?', okText: 'Leave', cancelText: 'Stay' });
    expect(dialogs[0]).toMatchObject({ okText: 'Leave', cancelText: 'Stay' });
    dialogs[0]!.onCancel();
    await expect(answer).resolves.toBe(false);
    off();
    void askForConfirmation(bus, { title: 'Again?' });
    expect(dialogs).toHaveLength(1);
  });
});
