// Test support (jsdom): a settings screen over a fake GraphQL endpoint, the one outside boundary of these tests.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Client, fetchExchange } from 'urql';
import { createEventBus, type MountProps, type Session } from '@work/shared-contracts';
import { RemoteProviders } from '@work/shared-ui';

// jsdom lacks ResizeObserver, which antd's table asks for.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

export interface GraphQLCall {
  operationName: string;
  variables: Record<string, unknown>;
}

/** Answers one operation: its `data`, or `errors` as the API gives them (message and extensions). */
export type Answer = { data: unknown } | { errors: { message: string; extensions?: Record<string, unknown> }[]; data?: unknown };

/**
 * The GraphQL endpoint as the page sees it: `answer` is asked for each operation (by name), and every call is recorded.
 * urql sends short queries as GET (the operation in the URL) and mutations as POST.
 */
export function fakeApi(answer: (call: GraphQLCall) => Answer) {
  const calls: GraphQLCall[] = [];
  const fetch = async (url: RequestInfo | URL, init?: RequestInit) => {
    let query: string;
    let variables: Record<string, unknown>;
    if (init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { query: string; variables?: Record<string, unknown> };
      query = body.query;
      variables = body.variables ?? {};
    } else {
      const params = new URL(String(url)).searchParams;
      query = params.get('query') ?? '';
      variables = JSON.parse(params.get('variables') ?? '{}') as Record<string, unknown>;
    }
    const operationName = /(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? '';
    const call = { operationName, variables };
    calls.push(call);
    return new Response(JSON.stringify(answer(call)), { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
  const client = new Client({ url: 'http://platform.test/graphql', exchanges: [fetchExchange], fetch });
  return { client, calls, callsOf: (name: string) => calls.filter((c) => c.operationName === name) };
}

/**
 * Renders `children` at `path` for a staff user with `roles`, over `api`. Answers the shell's confirm dialog with
 * `confirm` and records the toasts published.
 */
export function renderScreen(
  children: ReactNode,
  { api, path, roles = ['tech'], confirm = true }: { api: ReturnType<typeof fakeApi>; path: string; roles?: string[]; confirm?: boolean },
) {
  const bus = createEventBus();
  const toasts: { text: string; color: string }[] = [];
  bus.subscribe('toast:show', (toast) => void toasts.push({ text: toast.text, color: String(toast.color) }));
  bus.subscribe('confirm:show', (request) => void bus.publish('confirm:answered', { id: request.id, confirmed: confirm }));
  const session = { tenant: 'control', kind: 'USER', roles, impersonation: null } as unknown as Session;
  const props = {
    bus,
    session: { getSnapshot: () => session, subscribe: () => () => {} },
    client: api.client,
    featureFlags: [],
    theme: {},
  } as unknown as MountProps;
  render(
    <RemoteProviders remote="mfe-admin-settings" props={props}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </RemoteProviders>,
  );
  return { toasts, bus };
}

/** A viewport `width` px wide for antd's breakpoints (jsdom matches no media query). */
export function viewport(width: number) {
  window.matchMedia = ((query: string) => {
    const bound = /\((min|max)-width:\s*(\d+)px\)/.exec(query);
    const matches = bound ? (bound[1] === 'min' ? width >= Number(bound[2]) : width <= Number(bound[2])) : false;
    const noop = () => {};
    return {
      matches,
      media: query,
      onchange: null,
      addListener: noop,
      removeListener: noop,
      addEventListener: noop,
      removeEventListener: noop,
      dispatchEvent: () => false,
    };
  }) as unknown as typeof window.matchMedia;
}

// jsdom's getComputedStyle resolves every antd style rule (slow, and more so as styles are added), and a role query
// calls it for each element it names; inline styles are all these tests need.
const jsdomComputedStyle = window.getComputedStyle.bind(window);
export function useInlineStyles() {
  window.getComputedStyle = ((element: Element) => (element as HTMLElement).style) as typeof window.getComputedStyle;
}
export function restoreStyles() {
  window.getComputedStyle = jsdomComputedStyle;
}
