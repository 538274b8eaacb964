import { describe, expect, it, vi } from 'vitest';
import { askForConfirmation, createEventBus } from './events';

describe('askForConfirmation', () => {
  it('publishes confirm:show with a fresh id and resolves with the answer carrying that id only', async () => {
    const bus = createEventBus();
    const shown: Array<{ id: string; title: string }> = [];
    bus.subscribe('confirm:show', (request) => shown.push(request));
    const first = askForConfirmation(bus, { title: 'Disconnect the calendar?' });
    const second = askForConfirmation(bus, { title: 'Delete the entry?', danger: true });
    expect(shown.map((s) => s.title)).toEqual(['Disconnect the calendar?', 'Delete the entry?']);
    expect(shown[0]!.id).not.toBe(shown[1]!.id);

    bus.publish('confirm:answered', { id: shown[1]!.id, confirmed: false });
    bus.publish('confirm:answered', { id: shown[0]!.id, confirmed: true });
    await expect(first).resolves.toBe(true);
    await expect(second).resolves.toBe(false);
  });

  it('resolves false at once when the bus refuses the request', async () => {
    const bus = createEventBus({ warn: vi.fn() });
    await expect(askForConfirmation(bus, { title: '' })).resolves.toBe(false);
  });
});
