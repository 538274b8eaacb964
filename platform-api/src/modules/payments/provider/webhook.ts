import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import type { Clock } from '../../../kit/clock.js';
import type { Database } from '../../../kit/db/index.js';
import { PlatformError, unauthenticated } from '../../../kit/errors.js';
import { readBodyText, sendJson } from '../../../kit/http/index.js';
import type { Logger } from '../../../kit/logger.js';
import type { PlatformPubSub } from '../../../kit/pubsub.js';
import { parseInput } from '../../../kit/validation.js';
import { notify } from '../../notifications/index.js';
import { principalIdOf } from '../../people/index.js';
import { invoicePaidNotice, invoiceStatusAfter, PROVIDER_STATUSES, type ProviderStatus } from '../payments.rules.js';
import { invoices, providerWebhookEvents } from '../payments.tables.js';

/**
 * The payment provider's signed webhook (staff-and-admin.md §4 provider statuses): the provider tells the
 * platform that a pushed invoice's status changed. Every delivery is signed with the shared secret
 * (PAYMENT_PROVIDER_WEBHOOK_SECRET): `Provider-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`.
 * A delivery is taken once (its event id is kept); a payment sent marks a pending invoice paid.
 */
export const PROVIDER_WEBHOOK_PATH = '/api/payments/provider/webhook';
export const SIGNATURE_HEADER = 'Provider-Signature';
/** The largest body a delivery may have. */
export const WEBHOOK_MAX_BYTES = 64 * 1024;
/** A delivery signed longer ago than this (or this far ahead), by the platform clock, is refused: no replays later. */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

export const WEBHOOK_MESSAGES = {
  noSecret: 'The payment provider webhook is not configured',
  missingSignature: `Missing ${SIGNATURE_HEADER} header`,
  badSignature: 'The webhook signature does not match',
  stale: 'The webhook timestamp is too old (or too far ahead)',
  unknownInvoice: 'No invoice has this provider reference',
  tooLarge: `Webhook body is larger than ${WEBHOOK_MAX_BYTES} bytes`,
  notJson: 'Webhook body is not valid JSON',
  postOnly: 'Use POST on the payment provider webhook',
} as const;

export const WEBHOOK_EVENT_TYPE = 'invoice.status_changed';

export const WebhookEventSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  type: v.literal(WEBHOOK_EVENT_TYPE, `type must be ${WEBHOOK_EVENT_TYPE}`),
  /** Unix seconds. */
  created: v.pipe(v.number(), v.integer(), v.minValue(0)),
  data: v.object({
    providerReference: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
    status: v.picklist(PROVIDER_STATUSES, 'Not a provider status'),
  }),
});
export type WebhookEvent = v.InferOutput<typeof WebhookEventSchema>;

const hmac = (secret: string, timestamp: number, rawBody: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex');

/** The Provider-Signature header value for a body, as the provider computes it. */
export function signWebhook(secret: string, timestamp: number, rawBody: string): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, rawBody)}`;
}

/**
 * Checks a delivery's signature and age; any failure is UNAUTHENTICATED. Several v1 values (a provider rotating its
 * secret) are accepted when one matches.
 */
export function verifyWebhookSignature(header: string | undefined, rawBody: string, secret: string | null, now: Date): void {
  if (!secret) throw unauthenticated(WEBHOOK_MESSAGES.noSecret);
  if (!header) throw unauthenticated(WEBHOOK_MESSAGES.missingSignature);
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value = ''] = part.trim().split('=', 2);
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && /^[0-9a-f]{64}$/i.test(value)) signatures.push(value.toLowerCase());
  }
  if (timestamp === null || signatures.length === 0) throw unauthenticated(WEBHOOK_MESSAGES.badSignature);
  const expected = Buffer.from(hmac(secret, timestamp, rawBody), 'hex');
  // Constant time per candidate: the comparison says nothing about how much of a guess was right.
  const matches = signatures.some((signature) => timingSafeEqual(Buffer.from(signature, 'hex'), expected));
  if (!matches) throw unauthenticated(WEBHOOK_MESSAGES.badSignature);
  if (Math.abs(now.getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) throw unauthenticated(WEBHOOK_MESSAGES.stale);
}

export interface WebhookDeps {
  db: Database;
  clock: Clock;
  pubsub: PlatformPubSub;
  logger: Logger;
  /** PAYMENT_PROVIDER_WEBHOOK_SECRET (config); null refuses every delivery. */
  secret: string | null;
  /** The provider adapter's name: a payment it reports is paid by "Payment provider (<name>)". */
  providerName: string;
}

export interface WebhookOutcome {
  received: true;
  /** The event was taken before: nothing changed. */
  duplicate?: true;
}

/** Who an invoice the provider paid was paid by. */
export const paidByProvider = (providerName: string) => `Payment provider (${providerName})`;

/**
 * Takes one delivery: its signature, then its shape, then (in one transaction) the event id and the invoice it names.
 * A replayed event id changes nothing; an unknown reference is NOT_FOUND and nothing is kept, so the provider's retry
 * can still succeed. A payment sent (outgoing_payment_sent) marks a pending invoice paid and tells its croudie.
 */
export async function receiveProviderWebhook(deps: WebhookDeps, rawBody: string, signature: string | undefined): Promise<WebhookOutcome> {
  const now = deps.clock.now();
  verifyWebhookSignature(signature, rawBody, deps.secret, now);
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new PlatformError('BAD_USER_INPUT', WEBHOOK_MESSAGES.notJson);
  }
  const event = parseInput(WebhookEventSchema, json);
  const { providerReference, status } = event.data;

  const result = await deps.db.transaction(async (tx) => {
    const taken = await tx
      .insert(providerWebhookEvents)
      .values({ id: event.id, type: event.type, providerReference, status, createdAt: new Date(event.created * 1000), receivedAt: now })
      .onConflictDoNothing({ target: providerWebhookEvents.id })
      .returning({ id: providerWebhookEvents.id });
    if (taken.length === 0) return { duplicate: true as const };
    const [invoice] = await tx
      .select({
        id: invoices.id,
        croudieId: invoices.croudieId,
        status: invoices.status,
        reference: invoices.reference,
        sequenceId: invoices.sequenceId,
        total: invoices.total,
      })
      .from(invoices)
      .where(eq(invoices.providerReference, providerReference))
      .for('update');
    // Thrown inside the transaction: the event is not kept.
    if (!invoice) throw new PlatformError('NOT_FOUND', WEBHOOK_MESSAGES.unknownInvoice);
    const paid = invoiceStatusAfter(status) === 'paid' && invoice.status === 'pending';
    await tx
      .update(invoices)
      .set(
        paid
          ? { providerStatus: status, status: 'paid', paidAt: now, paidBy: paidByProvider(deps.providerName) }
          : { providerStatus: status },
      )
      .where(eq(invoices.id, invoice.id));
    return { duplicate: false as const, paid: paid ? invoice : null };
  });

  if (result.duplicate) {
    deps.logger.info({ eventId: event.id }, 'payment provider webhook: event already taken');
    return { received: true, duplicate: true };
  }
  deps.logger.info({ eventId: event.id, providerReference, status }, 'payment provider webhook: invoice status changed');
  if (result.paid) {
    await notify(deps, principalIdOf('CROUDIE', result.paid.croudieId), invoicePaidNotice(result.paid));
  }
  return { received: true };
}

/** POST /api/payments/provider/webhook (no bearer token: the signature is the authentication). */
export async function handleProviderWebhook(
  req: IncomingMessage,
  res: ServerResponse,
  server: Omit<WebhookDeps, 'providerName'> & { paymentProvider: { name: string } },
): Promise<void> {
  const deps: WebhookDeps = { ...server, providerName: server.paymentProvider.name };
  if (req.method !== 'POST') throw new PlatformError('BAD_USER_INPUT', WEBHOOK_MESSAGES.postOnly);
  const rawBody = await readBodyText(req, WEBHOOK_MAX_BYTES);
  if (rawBody === null) {
    sendJson(res, 413, { error: { code: 'BAD_USER_INPUT', message: WEBHOOK_MESSAGES.tooLarge } });
    return;
  }
  const header = req.headers[SIGNATURE_HEADER.toLowerCase()];
  sendJson(res, 200, await receiveProviderWebhook(deps, rawBody, Array.isArray(header) ? header[0] : header));
}

/** A status event as the provider sends it, and its signature header (the development provider, tests). */
export function signedStatusEvent(
  secret: string,
  event: { id: string; providerReference: string; status: ProviderStatus; at: Date },
): { rawBody: string; signature: string } {
  const created = Math.floor(event.at.getTime() / 1000);
  const rawBody = JSON.stringify({
    id: event.id,
    type: WEBHOOK_EVENT_TYPE,
    created,
    data: { providerReference: event.providerReference, status: event.status },
  });
  return { rawBody, signature: signWebhook(secret, created, rawBody) };
}
