import { randomUUID } from 'node:crypto';
import type { ProviderStatus } from '@work/shared-contracts/invoices';
import { DEVELOPMENT_WEBHOOK_SECRET } from '../../../kit/config.js';
import { forbidden } from '../../../kit/errors.js';
import type { PaymentProvider } from '../../../kit/payment-provider.js';
import { receiveProviderWebhook, signedStatusEvent, type WebhookDeps, type WebhookOutcome } from './webhook.js';

export const DEV_PROVIDER_NAME = 'development';
export const DEV_PROVIDER_MESSAGES = { notDrivable: 'Only the development payment provider can be driven' } as const;

/** Where the development provider delivers its events: the platform's own webhook handler, in this process. */
export type WebhookTarget = Omit<WebhookDeps, 'secret' | 'providerName'>;

/**
 * The development payment provider (every mode but production): it takes recipients and invoices as a real provider
 * would, answers with references of its own and remembers which invoice each reference is. Outside production it can
 * be driven: `emit` sends a signed status event through the same webhook handler the HTTP route uses, so a simulated
 * payment takes exactly the path a real one does (signature, replay check, invoice update, notification).
 */
export interface DevPaymentProvider extends PaymentProvider {
  readonly name: typeof DEV_PROVIDER_NAME;
  /** Whether `emit` may be used (never in production). */
  readonly drivable: boolean;
  /** The invoice id a reference this provider gave out belongs to; null for one it never gave out (or forgot on restart). */
  pushedInvoice(providerReference: string): number | null;
  /** Delivers a signed `invoice.status_changed` event for the reference, as the provider would. */
  emit(providerReference: string, status: ProviderStatus, target: WebhookTarget): Promise<WebhookOutcome>;
}

export interface DevProviderOptions {
  /** The webhook secret the platform verifies with (config.paymentProviderWebhookSecret); the development default if unset. */
  webhookSecret?: string | null;
  /** Production: the provider cannot be driven. */
  production?: boolean;
}

export function createDevPaymentProvider(options: DevProviderOptions = {}): DevPaymentProvider {
  const secret = options.webhookSecret ?? (options.production ? null : DEVELOPMENT_WEBHOOK_SECRET);
  const drivable = !options.production && secret !== null;
  const pushed = new Map<string, number>();
  return {
    name: DEV_PROVIDER_NAME,
    drivable,
    async saveRecipient(input) {
      return { recipientId: input.recipientId ?? `dev_rcp_${input.croudieId}_${randomUUID().slice(0, 8)}` };
    },
    async pushInvoice(input) {
      const providerReference = `dev_inv_${input.sequenceId}_${randomUUID().slice(0, 8)}`;
      pushed.set(providerReference, input.invoiceId);
      return { providerReference, status: 'processing' };
    },
    pushedInvoice(providerReference) {
      return pushed.get(providerReference) ?? null;
    },
    async emit(providerReference, status, target) {
      if (!drivable || secret === null) throw forbidden(DEV_PROVIDER_MESSAGES.notDrivable);
      const { rawBody, signature } = signedStatusEvent(secret, {
        id: `dev_evt_${randomUUID()}`,
        providerReference,
        status,
        at: target.clock.now(),
      });
      return receiveProviderWebhook({ ...target, secret, providerName: DEV_PROVIDER_NAME }, rawBody, signature);
    },
  };
}

export function isDevPaymentProvider(provider: PaymentProvider): provider is DevPaymentProvider {
  return provider.name === DEV_PROVIDER_NAME && typeof (provider as Partial<DevPaymentProvider>).emit === 'function';
}
