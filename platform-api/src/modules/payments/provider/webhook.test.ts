// The payment provider's signed webhook and the development provider driving it, on a real server (staff-and-admin.md
// §4 provider statuses). Invoices are made here directly in the database, pushed as the provider would have.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../../../../test/support/accounts.js';
import { errorCode, gql, startTestApi, type TestApi } from '../../../../test/support/api.js';
import { DEVELOPMENT_WEBHOOK_SECRET, loadConfig } from '../../../kit/config.js';
import { notifications } from '../../notifications/notifications.tables.js';
import { invoices, providerWebhookEvents } from '../payments.tables.js';
import type { ProviderStatus } from '../payments.rules.js';
import { createDevPaymentProvider, DEV_PROVIDER_MESSAGES } from './dev-provider.js';
import {
  PROVIDER_WEBHOOK_PATH,
  signedStatusEvent,
  signWebhook,
  verifyWebhookSignature,
  WEBHOOK_MAX_BYTES,
  WEBHOOK_MESSAGES,
} from './webhook.js';

const NOW = new Date('2026-04-08T10:00:00Z');
let api: TestApi;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  api = await startTestApi({ now: NOW });
  for (const email of ['finance.user@example.com', 'staff.member@example.com', 'croudie.active@example.com']) {
    tokens[email] = await tokenFor(api.baseUrl, email);
  }
});
afterAll(async () => {
  await api?.close();
});

/** A pending invoice of croudie.active's, pushed to the provider under a reference of its own (or never pushed). */
async function makeInvoice(options: { pushed?: boolean; status?: 'pending' | 'declined' } = {}) {
  const n = randomUUID().slice(0, 8);
  const pushed = options.pushed ?? true;
  const [row] = await api.db
    .insert(invoices)
    .values({
      croudieId: 1,
      reference: `WH-${n}`,
      referenceKey: `wh-${n}`,
      status: options.status ?? 'pending',
      providerStatus: pushed ? 'processing' : null,
      providerReference: pushed ? `dev_inv_test_${n}` : null,
      createdAt: NOW,
      taxPoint: '2026-04-08',
      invoiceUser: { billingName: 'Alex Active' },
      bankDetails: { accountName: 'A Active', accountNumberLast4: '1234', sortCode: '123456', iban: null },
      subTotal: '100.00',
      taxTotal: '0.00',
      total: '100.00',
    })
    .returning();
  return row!;
}

const invoiceRow = async (id: number) => (await api.db.select().from(invoices).where(eq(invoices.id, id)))[0]!;

interface Delivery {
  id?: string;
  providerReference: string;
  status: ProviderStatus | string;
  secret?: string;
  at?: Date;
  header?: string | null;
}

/** POSTs one event to the webhook as the provider would: signed with the secret at the platform clock's time. */
async function deliver(d: Delivery) {
  const at = d.at ?? api.clock.now();
  const created = Math.floor(at.getTime() / 1000);
  const rawBody = JSON.stringify({
    id: d.id ?? `evt_${randomUUID()}`,
    type: 'invoice.status_changed',
    created,
    data: { providerReference: d.providerReference, status: d.status },
  });
  return post(rawBody, d.header === undefined ? signWebhook(d.secret ?? DEVELOPMENT_WEBHOOK_SECRET, created, rawBody) : d.header);
}

async function post(rawBody: string, signature: string | null) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (signature !== null) headers['provider-signature'] = signature;
  const res = await fetch(`${api.baseUrl}${PROVIDER_WEBHOOK_PATH}`, { method: 'POST', headers, body: rawBody });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('POST /api/payments/provider/webhook: who may deliver', () => {
  it('refuses a bad signature, a missing one and one signed with another secret, changing nothing', async () => {
    const invoice = await makeInvoice();
    const unauthenticated = (message: string) => ({ status: 401, body: { error: { code: 'UNAUTHENTICATED', message } } });
    const base = { providerReference: invoice.providerReference!, status: 'outgoing_payment_sent' };
    expect(await deliver({ ...base, header: null })).toEqual(unauthenticated(WEBHOOK_MESSAGES.missingSignature));
    expect(await deliver({ ...base, header: `t=${Math.floor(NOW.getTime() / 1000)},v1=${'0'.repeat(64)}` })).toEqual(
      unauthenticated(WEBHOOK_MESSAGES.badSignature),
    );
    expect(await deliver({ ...base, header: 'nonsense' })).toEqual(unauthenticated(WEBHOOK_MESSAGES.badSignature));
    expect(await deliver({ ...base, secret: 'whsec_someone_else_entirely' })).toEqual(unauthenticated(WEBHOOK_MESSAGES.badSignature));
    // A body changed after signing does not match its signature.
    const signed = signedStatusEvent(DEVELOPMENT_WEBHOOK_SECRET, { id: 'evt_x', ...base, status: 'processing', at: api.clock.now() });
    expect(await post(signed.rawBody.replace('processing', 'outgoing_payment_sent'), signed.signature)).toEqual(
      unauthenticated(WEBHOOK_MESSAGES.badSignature),
    );
    expect(await invoiceRow(invoice.id)).toMatchObject({ status: 'pending', providerStatus: 'processing', paidAt: null });
  });

  it('refuses a delivery signed more than 5 minutes ago by the platform clock (or as far ahead)', async () => {
    const invoice = await makeInvoice();
    const base = { providerReference: invoice.providerReference!, status: 'outgoing_payment_sent' };
    const now = api.clock.now().getTime();
    const stale = await deliver({ ...base, at: new Date(now - 5 * 60_000 - 2000) });
    expect(stale).toEqual({ status: 401, body: { error: { code: 'UNAUTHENTICATED', message: WEBHOOK_MESSAGES.stale } } });
    expect((await deliver({ ...base, at: new Date(now + 6 * 60_000) })).status).toBe(401);
    expect((await invoiceRow(invoice.id)).status).toBe('pending');
    // Within the window it is taken.
    expect((await deliver({ ...base, at: new Date(now - 4 * 60_000) })).status).toBe(200);
  });

  it('answers 400 to a body of the wrong shape and 413 to one over 64 KiB', async () => {
    const invoice = await makeInvoice();
    const bad = await deliver({ providerReference: invoice.providerReference!, status: 'paid_somehow' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: 'BAD_USER_INPUT' });
    const t = Math.floor(api.clock.now().getTime() / 1000);
    const notJson = 'not json';
    expect(await post(notJson, signWebhook(DEVELOPMENT_WEBHOOK_SECRET, t, notJson))).toEqual({
      status: 400,
      body: { error: { code: 'BAD_USER_INPUT', message: WEBHOOK_MESSAGES.notJson } },
    });
    const huge = JSON.stringify({ padding: 'x'.repeat(WEBHOOK_MAX_BYTES) });
    expect((await post(huge, signWebhook(DEVELOPMENT_WEBHOOK_SECRET, t, huge))).status).toBe(413);
  });
});

describe('POST /api/payments/provider/webhook: what a delivery changes', () => {
  it('marks a pending invoice paid on outgoing_payment_sent, by the provider, and tells the croudie', async () => {
    const invoice = await makeInvoice();
    const res = await deliver({ providerReference: invoice.providerReference!, status: 'outgoing_payment_sent' });
    expect(res).toEqual({ status: 200, body: { received: true } });
    const row = await invoiceRow(invoice.id);
    expect(row).toMatchObject({ status: 'paid', providerStatus: 'outgoing_payment_sent', paidBy: 'Payment provider (development)' });
    expect(Math.abs(row.paidAt!.getTime() - api.clock.now().getTime())).toBeLessThan(60_000);
    const told = await api.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.principalId, 'croudie-network:croudies:1'),
          eq(notifications.relativeLink, `/payments/invoices/${invoice.id}`),
        ),
      );
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ kind: 'work', subject: `Invoice ${invoice.reference} has been paid` });
  });

  it('only records any other status, the invoice staying pending', async () => {
    const invoice = await makeInvoice();
    for (const status of ['bounced_back', 'funds_converted', 'push_failed'] as const) {
      expect((await deliver({ providerReference: invoice.providerReference!, status })).status).toBe(200);
      expect(await invoiceRow(invoice.id)).toMatchObject({ status: 'pending', providerStatus: status, paidAt: null, paidBy: null });
    }
  });

  it('leaves a declined invoice declined when the provider reports a payment, recording the status', async () => {
    const invoice = await makeInvoice({ status: 'declined' });
    expect((await deliver({ providerReference: invoice.providerReference!, status: 'outgoing_payment_sent' })).status).toBe(200);
    expect(await invoiceRow(invoice.id)).toMatchObject({ status: 'declined', providerStatus: 'outgoing_payment_sent', paidAt: null });
  });

  it('ignores a replayed event id, even with another status', async () => {
    const invoice = await makeInvoice();
    const id = `evt_${randomUUID()}`;
    expect(await deliver({ id, providerReference: invoice.providerReference!, status: 'quoted' })).toEqual({
      status: 200,
      body: { received: true },
    });
    expect(await deliver({ id, providerReference: invoice.providerReference!, status: 'outgoing_payment_sent' })).toEqual({
      status: 200,
      body: { received: true, duplicate: true },
    });
    expect(await invoiceRow(invoice.id)).toMatchObject({ status: 'pending', providerStatus: 'quoted', paidAt: null });
    expect(await api.db.select().from(providerWebhookEvents).where(eq(providerWebhookEvents.id, id))).toEqual([
      expect.objectContaining({ id, status: 'quoted', providerReference: invoice.providerReference }),
    ]);
  });

  it('takes one of two concurrent deliveries of the same event', async () => {
    const invoice = await makeInvoice();
    const id = `evt_${randomUUID()}`;
    const both = await Promise.all(
      ['outgoing_payment_sent', 'outgoing_payment_sent'].map((status) =>
        deliver({ id, providerReference: invoice.providerReference!, status }),
      ),
    );
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both.filter((r) => r.body.duplicate === true)).toHaveLength(1);
    const told = await api.db
      .select()
      .from(notifications)
      .where(eq(notifications.relativeLink, `/payments/invoices/${invoice.id}`));
    expect(told).toHaveLength(1);
  });

  it('answers 404 for a reference no invoice has, and keeps nothing of the event', async () => {
    const id = `evt_${randomUUID()}`;
    expect(await deliver({ id, providerReference: 'dev_inv_nobody', status: 'processing' })).toEqual({
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: WEBHOOK_MESSAGES.unknownInvoice } },
    });
    expect(await api.db.select().from(providerWebhookEvents).where(eq(providerWebhookEvents.id, id))).toEqual([]);
  });
});

const SIMULATE = `mutation($invoiceId: ID!, $status: ProviderStatus!) {
  simulateProviderStatus(invoiceId: $invoiceId, status: $status) { id status providerStatus providerStatusShown paidAt paidBy }
}`;
const simulate = (email: string, invoiceId: number | string, status: ProviderStatus) =>
  gql<{ simulateProviderStatus: Record<string, unknown> }>(api, SIMULATE, {
    token: tokens[email],
    variables: { invoiceId: String(invoiceId), status },
  });

describe('simulateProviderStatus (the development provider, driven by finance)', () => {
  it('sends a signed event through the webhook: Preparing, then Sent and paid', async () => {
    const invoice = await makeInvoice();
    const preparing = await simulate('finance.user@example.com', invoice.id, 'funds_converted');
    expect(preparing.errors).toBeUndefined();
    expect(preparing.data!.simulateProviderStatus).toMatchObject({
      status: 'pending',
      providerStatus: 'funds_converted',
      providerStatusShown: 'Preparing',
      paidAt: null,
    });
    const sent = await simulate('finance.user@example.com', invoice.id, 'outgoing_payment_sent');
    expect(sent.data!.simulateProviderStatus).toMatchObject({
      id: String(invoice.id),
      status: 'paid',
      providerStatus: 'outgoing_payment_sent',
      providerStatusShown: 'Sent',
      paidBy: 'Payment provider (development)',
    });
    // Each went through the webhook as an event of its own.
    const events = await api.db
      .select()
      .from(providerWebhookEvents)
      .where(eq(providerWebhookEvents.providerReference, invoice.providerReference!));
    expect(events.map((e) => e.status).sort()).toEqual(['funds_converted', 'outgoing_payment_sent']);
    expect(events.every((e) => e.id.startsWith('dev_evt_'))).toBe(true);
  });

  it('is refused to staff without a finance role and to croudies, even for their own invoice', async () => {
    const invoice = await makeInvoice();
    expect(errorCode(await simulate('staff.member@example.com', invoice.id, 'outgoing_payment_sent'))).toBe('FORBIDDEN');
    expect(errorCode(await simulate('croudie.active@example.com', invoice.id, 'outgoing_payment_sent'))).toBe('FORBIDDEN');
    expect((await invoiceRow(invoice.id)).status).toBe('pending');
  });

  it('answers NOT_FOUND for an unknown invoice and CONFLICT for one never pushed', async () => {
    const unknown = await simulate('finance.user@example.com', 999999, 'processing');
    expect(errorCode(unknown)).toBe('NOT_FOUND');
    const never = await simulate('finance.user@example.com', (await makeInvoice({ pushed: false })).id, 'processing');
    expect(errorCode(never)).toBe('CONFLICT');
    expect(never.errors![0]!.message).toBe('This invoice was never sent to the payment provider');
  });
});

describe('the development provider and the signature rules', () => {
  it('remembers the invoices pushed to it, and cannot be driven in production', async () => {
    const dev = createDevPaymentProvider();
    const pushed = await dev.pushInvoice({
      invoiceId: 42,
      sequenceId: 1042,
      recipientId: null,
      total: '10.00',
      currency: 'GBP',
      reference: 'R',
    });
    expect(pushed.status).toBe('processing');
    expect(dev.pushedInvoice(pushed.providerReference)).toBe(42);
    expect(dev.pushedInvoice('dev_inv_other')).toBeNull();
    expect(dev.drivable).toBe(true);

    const production = createDevPaymentProvider({ webhookSecret: 'whsec_production_secret_value', production: true });
    expect(production.drivable).toBe(false);
    await expect(production.emit(pushed.providerReference, 'processing', { db: api.db, clock: api.clock } as never)).rejects.toThrow(
      DEV_PROVIDER_MESSAGES.notDrivable,
    );
  });

  it('reads the secret from PAYMENT_PROVIDER_WEBHOOK_SECRET: none in production unless set, a fixed one elsewhere', () => {
    const secret = 'whsec_0123456789abcdef';
    expect(loadConfig({ NODE_ENV: 'production' }).paymentProviderWebhookSecret).toBeNull();
    expect(loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER_WEBHOOK_SECRET: secret }).paymentProviderWebhookSecret).toBe(secret);
    expect(loadConfig({ NODE_ENV: 'development' }).paymentProviderWebhookSecret).toBe(DEVELOPMENT_WEBHOOK_SECRET);
    expect(() => loadConfig({ PAYMENT_PROVIDER_WEBHOOK_SECRET: 'short' })).toThrow('at least 16 characters');
  });

  it('accepts any matching v1 (a rotated secret) and refuses without a configured secret', () => {
    const now = new Date('2026-04-08T10:00:00Z');
    const t = Math.floor(now.getTime() / 1000);
    const body = '{"a":1}';
    const good = signWebhook('whsec_current_secret_1', t, body).split(',')[1]!;
    const old = signWebhook('whsec_previous_secret', t, body).split(',')[1]!;
    expect(() => verifyWebhookSignature(`t=${t},${old},${good}`, body, 'whsec_current_secret_1', now)).not.toThrow();
    expect(() => verifyWebhookSignature(`t=${t},${old}`, body, 'whsec_current_secret_1', now)).toThrow(WEBHOOK_MESSAGES.badSignature);
    expect(() => verifyWebhookSignature(`t=${t},${good}`, body, null, now)).toThrow(WEBHOOK_MESSAGES.noSecret);
  });
});
