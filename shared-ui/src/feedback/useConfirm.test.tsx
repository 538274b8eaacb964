// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createEventBus, type EventBus, type MountProps } from '@work/shared-contracts';
import { RemoteProviders } from '../components/RemoteProviders';
import { useConfirm } from './useConfirm';
import { TEST_THEME } from '../testing/theme';

afterEach(cleanup);

function DeleteButton() {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('not asked');
  return (
    <>
      <button onClick={() => void confirm({ title: 'Delete it?', danger: true }).then((yes) => setAnswer(yes ? 'deleted' : 'kept'))}>
        Delete
      </button>
      <output>{answer}</output>
    </>
  );
}

/** Only the bus matters here; the rest of the mount props are never touched by useConfirm. */
const mount = (bus: EventBus) =>
  render(
    <RemoteProviders remote="mfe-test" props={{ bus, featureFlags: [], theme: TEST_THEME } as unknown as MountProps}>
      <DeleteButton />
    </RemoteProviders>,
  );

describe('useConfirm', () => {
  it.each([
    [true, 'deleted'],
    [false, 'kept'],
  ])('asks the shell over the bus and resolves with its answer (confirmed: %s)', async (confirmed, shown) => {
    const bus = createEventBus();
    const asked: string[] = [];
    bus.subscribe('confirm:show', (request) => {
      asked.push(request.title);
      expect(request.danger).toBe(true);
      bus.publish('confirm:answered', { id: request.id, confirmed });
    });
    mount(bus);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(shown)).toBeTruthy();
    expect(asked).toEqual(['Delete it?']);
  });

  it('an answer to another question is not this one’s', async () => {
    const bus = createEventBus();
    bus.subscribe('confirm:show', (request) => {
      bus.publish('confirm:answered', { id: `${request.id}-other`, confirmed: true });
      bus.publish('confirm:answered', { id: request.id, confirmed: false });
    });
    mount(bus);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('kept')).toBeTruthy();
  });
});
