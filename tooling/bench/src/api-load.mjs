// @ts-check
// The API under load (issue 15): the platform's GraphQL endpoint and a bare graphql-yoga server, side by side in one
// run, with the same selections, at 10 and 100 connections (autocannon).
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

/** The selections both servers answer: the signed-in person, and the first page of their tasks as /work asks. */
export const QUERIES = {
  me: '{ me { id firstName lastName } }',
  myTasks:
    'query MyTasks { myTasks(pagination: { page: 1, limit: 20 }) { nodes { id name state deadline overdue client { id name } owner { id fullName } } pagination { total page limit } } }',
};

/**
 * @typedef {keyof typeof QUERIES} QueryName
 * @typedef {{ server: 'platform' | 'bare yoga'; query: QueryName; connections: number; rps: number; p50: number; p99: number; errors: number }} LoadResult
 */

/**
 * Starts the bare graphql-yoga server (src/bare-yoga.mjs) in its own process.
 * @param {number} port
 * @returns {Promise<{ url: string; stop: () => void }>}
 */
export async function startBareYoga(port) {
  const child = fork(fileURLToPath(new URL('./bare-yoga.mjs', import.meta.url)), [String(port)], { stdio: 'inherit' });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`the bare graphql-yoga server exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}/api/graphql`, stop: () => child.kill() };
}

/**
 * Posts `query` once and fails unless it answers data without errors (an expired token answers 200 with errors, which
 * a load test alone would count as success).
 * @param {string} url
 * @param {QueryName} query
 * @param {string | undefined} token
 */
export async function assertAnswers(url, query, token) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query: QUERIES[query] }),
  });
  const body = /** @type {{ data?: unknown; errors?: { message: string }[] }} */ (await res.json());
  if (res.status !== 200 || body.errors || !body.data) {
    throw new Error(`${url} did not answer ${query}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  }
}

/**
 * @param {{ url: string; server: LoadResult['server']; query: QueryName; connections: number; seconds: number; token?: string }} options
 * @returns {Promise<LoadResult>}
 */
export async function load({ url, server, query, connections, seconds, token }) {
  await assertAnswers(url, query, token);
  const result = await autocannon({
    url,
    method: 'POST',
    connections,
    duration: seconds,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query: QUERIES[query] }),
  });
  // the answers were still data at the end of the run (the token had not expired meanwhile)
  await assertAnswers(url, query, token);
  return {
    server,
    query,
    connections,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}
