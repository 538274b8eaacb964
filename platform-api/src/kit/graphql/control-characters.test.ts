// Control characters in string inputs (ADR 0005): BAD_USER_INPUT wherever text enters, never a 500 from the database.
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { tokenFor } from '../../../test/support/accounts.js';
import { gql, startTestApi, type GraphQLResponse, type TestApi } from '../../../test/support/api.js';
import { controlCharacterPath } from '../http/control-characters.js';

let api: TestApi;
let croudie: string;
let admin: string;
let taskId: string;

beforeAll(async () => {
  api = await startTestApi({ now: new Date('2026-05-04T08:00:00Z') });
  [croudie, admin] = await Promise.all([
    tokenFor(api.baseUrl, 'croudie.active@example.com'),
    tokenFor(api.baseUrl, 'staff.admin@example.com'),
  ]);
  const tasks = await gql<{ myTasks: { nodes: { id: string }[] } }>(
    api,
    `{ myTasks(filters: { states: [IN_PROGRESS] }, pagination: { limit: 1 }) { nodes { id } } }`,
    { token: croudie },
  );
  taskId = tasks.data!.myTasks.nodes[0]!.id;
});
afterAll(async () => {
  await api?.close();
});

const SAVE = `mutation Save($taskId: ID!, $work: String!) { saveTaskWork(taskId: $taskId, work: $work) { id work } }`;
const BILLING = `mutation Billing($input: BillingAddressInput!) { saveOnboardingBillingAddress(input: $input) { id } }`;
const address = (billingName: string) => ({
  billingName,
  addressLine1: '1 High Street',
  city: 'Leeds',
  postcode: 'LS1 1AA',
  countryCode: 'GB',
});

function refused(res: GraphQLResponse<unknown>, field: string) {
  expect(res.status).not.toBe(500);
  expect(res.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', fieldErrors: { [field]: 'Must not contain control characters' } });
}

describe('control characters in GraphQL', () => {
  it('refuses a NUL in a variable', async () => {
    refused(await gql(api, SAVE, { token: croudie, variables: { taskId, work: 'before\u0000after' } }), 'variables.work');
  });

  it('refuses a NUL in an inline literal', async () => {
    refused(
      await gql(api, `mutation { saveTaskWork(taskId: "${taskId}", work: "before\\u0000after") { id } }`, { token: croudie }),
      'work',
    );
  });

  it('refuses a NUL in a nested input object, as a variable and inline', async () => {
    refused(await gql(api, BILLING, { token: croudie, variables: { input: address('Ava\u0000Active') } }), 'variables.input.billingName');
    const inline = `mutation { saveOnboardingBillingAddress(input: { billingName: "Ava\\u0000Active", addressLine1: "1 High Street", city: "Leeds", postcode: "LS1 1AA", countryCode: "GB" }) { id } }`;
    refused(await gql(api, inline, { token: croudie }), 'input.billingName');
  });

  it('refuses other C0 controls and DEL, over the websocket too', async () => {
    refused(await gql(api, SAVE, { token: croudie, variables: { taskId, work: 'bell\u0007' } }), 'variables.work');
    refused(await gql(api, SAVE, { token: croudie, variables: { taskId, work: 'delete\u007f' } }), 'variables.work');
    const client = createClient({
      url: api.wsUrl,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${croudie}` },
      retryAttempts: 0,
    });
    try {
      const result = await client.iterate({ query: SAVE, variables: { taskId, work: 'escape\u001b[31m' } }).next();
      const errors = (result.value as { errors?: { extensions?: Record<string, unknown> }[] }).errors;
      expect(errors?.[0]?.extensions).toEqual({
        code: 'BAD_USER_INPUT',
        fieldErrors: { 'variables.work': 'Must not contain control characters' },
      });
    } finally {
      await client.dispose();
    }
  });

  it('still saves multi-line text: tab, line feed and carriage return are allowed', async () => {
    const work = 'First line\nSecond line\r\n\tIndented';
    const res = await gql<{ saveTaskWork: { work: string } }>(api, SAVE, { token: croudie, variables: { taskId, work } });
    expect(res.errors).toBeUndefined();
    expect(res.data!.saveTaskWork.work).toBe(work);
  });
});

describe('control characters in REST JSON bodies', () => {
  it('answers 400 BAD_USER_INPUT for a NUL in a platform REST body', async () => {
    const res = await fetch(`${api.baseUrl}/api/platform/imported-tasks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
      body: JSON.stringify({
        source: 'jira',
        tasks: [{ sourceId: 'CC-1', project: 'Website', croudieEmail: 'croudie.active@example.com', name: 'Bad\u0000name' }],
      }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: {
        code: 'BAD_USER_INPUT',
        message: 'Text must not contain control characters',
        fieldErrors: { 'tasks.0.name': 'Must not contain control characters' },
      },
    });
  });

  it('answers 400 BAD_USER_INPUT for a NUL in an identity JSON body', async () => {
    const res = await fetch(`${api.baseUrl}/api/identity/password/forgot`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', host: 'network.localhost:8080' },
      body: JSON.stringify({ email: 'croudie.active\u0000@example.com' }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('BAD_USER_INPUT');
  });
});

describe('controlCharacterPath', () => {
  it('names the first string, key or array item holding a C0 control or DEL, and passes tab, line feed, carriage return', () => {
    expect(controlCharacterPath({ a: 'ok\t\n\r', b: [{ c: 'x' }, { d: '\u0000' }] })).toBe('b.1.d');
    expect(controlCharacterPath({ 'bad\u0001key': 'fine' })).toBe('bad\u0001key');
    expect(controlCharacterPath(['\u007f'])).toBe('0');
    expect(controlCharacterPath({ text: 'café – ünïcode\u00a0' })).toBeNull();
    expect(controlCharacterPath(42)).toBeNull();
  });
});
