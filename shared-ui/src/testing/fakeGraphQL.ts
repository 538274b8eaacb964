// Test support (jsdom) for a remote's screens: a fake GraphQL endpoint, the outside boundary of those tests, and the
// style shortcut that keeps role queries fast.
import { Client, fetchExchange } from 'urql';

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

// jsdom's getComputedStyle resolves every antd style rule (slow, and more so as styles are added), and a role query
// calls it for each element it names; inline styles are all these tests need.
const jsdomComputedStyle = typeof window === 'undefined' ? null : window.getComputedStyle.bind(window);
export function inlineStyles() {
  window.getComputedStyle = ((element: Element) => (element as HTMLElement).style) as typeof window.getComputedStyle;
}
export function restoreStyles() {
  if (jsdomComputedStyle) window.getComputedStyle = jsdomComputedStyle;
}
