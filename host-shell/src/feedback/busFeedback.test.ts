import { describe, expect, it, vi } from 'vitest';
import { askForConfirmation, createEventBus } from '@work/shared-contracts';
import { listenForFeedback, TOAST_DEFAULT_MS, type ConfirmApi } from './busFeedback';

function setup() {
  const bus = createEventBus();
  const message = { open: vi.fn() };
  const dialogs: Parameters<ConfirmApi['confirm']>[0][] = [];
  const modal = { confirm: vi.fn((config: Parameters<ConfirmApi['confirm']>[0]) => dialogs.push(config)) };
  const off = listenForFeedback(bus, { message, modal });
  return { bus, message, dialogs, off };
}

describe('toasts from the bus', () => {
  it('show for 5000 ms by default, or for the timeout a remote gives', () => {
    const { bus, message } = setup();
    expect(TOAST_DEFAULT_MS).toBe(5000);
    bus.publish('toast:show', { text: 'Entry saved', color: 'success' });
    bus.publish('toast:show', { text: 'Credential relinquished', color: 'info', timeout: 2000 });
    expect(message.open).toHaveBeenNthCalledWith(1, { type: 'success', content: 'Entry saved', duration: 5 });
    expect(message.open).toHaveBeenNthCalledWith(2, { type: 'info', content: 'Credential relinquished', duration: 2 });
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
