// @vitest-environment jsdom
import '@work/shared-ui/testing/antdInJsdom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Client, fetchExchange } from 'urql';
import type { MountProps, Session } from '@work/shared-contracts';
import { RemoteProviders } from '@work/shared-ui';
import { inlineStyles, restoreStyles } from '@work/shared-ui/testing/fakeGraphQL';
import { AppRouter } from '../app/AppRouter';
import { TEST_THEME } from '@work/shared-ui/testing/theme';

beforeEach(inlineStyles);
afterEach(() => {
  cleanup();
  restoreStyles();
});

type Answer = { body: unknown } | { networkError: true };

/**
 * The GraphQL endpoint as the page sees it: the page's own query (ClientPage) gets `answers` in turn, recording its
 * variables; the cards' queries get nothing (their tests are features/client/ClientPage.test.tsx).
 */
function fakeApi(...answers: Answer[]) {
  const requests: Array<Record<string, unknown>> = [];
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // urql sends short queries as GET, with the variables in the URL
  const fetch = async (url: RequestInfo | URL) => {
    const params = new URL(String(url)).searchParams;
    if (!/query ClientPage\b/.test(params.get('query') ?? '')) return json({ data: null });
    requests.push(JSON.parse(params.get('variables') ?? 'null') as Record<string, unknown>);
    // the first answer waits until the test has seen the loading state
    if (requests.length === 1) await held;
    const answer = answers[Math.min(requests.length, answers.length) - 1]!;
    if ('networkError' in answer) throw new TypeError('Failed to fetch');
    return json(answer.body);
  };
  const client = new Client({ url: 'http://platform.test/graphql', exchanges: [fetchExchange], fetch });
  return { client, requests, release };
}

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

/** Mounts the remote's router at `path` for a staff member on control, over `api`. */
function open(path: string, api: ReturnType<typeof fakeApi>) {
  window.history.replaceState(null, '', path);
  const me = { id: '3', kind: 'USER', timezone: 'Europe/London', firstName: 'Sam', lastName: 'Staff' };
  const session = { tenant: 'control', roles: [], me, impersonation: null } as unknown as Session;
  const props = {
    session: { getSnapshot: () => session, subscribe: () => () => {} },
    client: api.client,
    featureFlags: [],
    theme: TEST_THEME,
  } as unknown as MountProps;
  render(
    <RemoteProviders remote="mfe-plan" props={props}>
      <AppRouter basename="/" />
    </RemoteProviders>,
  );
}

const bluebird = {
  id: '7',
  name: 'Bluebird Travel',
  state: 'active',
  details: {
    entityId: '0b6f1d2e-1111-4c3a-9a77-000000000007',
    createdAt: '2024-03-05T10:00:00.000Z',
    croudiesWithAccessCount: 2,
    channels: [
      { id: '70', name: 'Paid search', state: 'active' },
      { id: '72', name: 'Old display', state: 'inactive' },
    ],
  },
};
const found = { body: { data: { client: bluebird } } };
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
/** The channel names in the Channels table, in order. */
const channelNames = () =>
  within(screen.getByRole('table', { name: 'Channels' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('/client/{id}', () => {
  it('loads the client of the path and shows its name, state and channels', async () => {
    const api = fakeApi(found);
    open('/client/7', api);
    expect(screen.getByRole('status', { name: 'Loading client' })).toBeTruthy();
    api.release();

    const title = await heading('Bluebird Travel');
    expect(api.requests).toEqual([{ id: '7' }]);
    expect(within(title.parentElement!).getByText('Active', { selector: '.ant-tag' })).toBeTruthy();
    expect(channelNames()).toEqual(['Paid search', 'Old display']);
    expect(screen.getByRole('region', { name: 'Channels' })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading client' })).toBeNull();
  });

  it.each([
    ['answers null', { data: { client: null } }],
    [
      'answers NOT_FOUND (a bad id)',
      { data: { client: null }, errors: [{ message: 'Client not found', path: ['client'], extensions: { code: 'NOT_FOUND' } }] },
    ],
    [
      'answers FORBIDDEN (no access)',
      { data: { client: null }, errors: [{ message: 'Not allowed', path: ['client'], extensions: { code: 'FORBIDDEN' } }] },
    ],
  ])('shows Client not found when the API %s, with no retry', async (_, body) => {
    const api = fakeApi({ body });
    open('/client/999', api);
    api.release();
    await heading('Client not found');
    expect(screen.getByText('There is no client with this id, or you do not have access to it.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it.each([
    ['the network fails', { networkError: true } as const],
    [
      'the API answers an internal error',
      { body: { data: null, errors: [{ message: 'Unexpected error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] } },
    ],
  ])('when %s, says it could not load and Retry asks again', async (_, failure) => {
    const api = fakeApi(failure, found);
    open('/client/7', api);
    api.release();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Unable to load this client. Please try again soon.')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: 'Client not found' })).toBeNull();

    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await heading('Bluebird Travel');
    expect(api.requests).toEqual([{ id: '7' }, { id: '7' }]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the not-found page for /client without an id', async () => {
    const api = fakeApi(found);
    open('/client', api);
    await heading('This page could not be found');
    expect(api.requests).toEqual([]);
  });
});
