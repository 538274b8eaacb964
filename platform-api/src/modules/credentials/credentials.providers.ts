import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '../../kit/db/index.js';
import { ENGINE_URLS, type EngineType } from './credentials.rules.js';
import { credentialProviders } from './credentials.tables.js';

/** What a provider is asked for: a sign-in for this credential, for this person and task. */
export interface ProvisionRequest {
  credentialId: number;
  emailAddress: string;
  engineType: EngineType;
  clientId: number;
  principalId: string;
  taskId: number;
}

export interface ProvisionedAccess {
  password: string;
  url: string;
}

/** The provider could not hand out a sign-in (upstream down, refused, malformed answer). */
export class ProvisioningFailed extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProvisioningFailed';
  }
}

/**
 * Where a client's credentials come from. The platform keeps the session (who holds which credential until when);
 * the provider hands out the password and the sign-in address.
 */
export interface CredentialProvider {
  readonly kind: 'vault' | 'http';
  provision(request: ProvisionRequest): Promise<ProvisionedAccess>;
}

/** Built in: a one-off password generated here and the platform's sign-in page. */
export const vaultProvider: CredentialProvider = {
  kind: 'vault',
  provision: async (request) => ({ password: randomBytes(18).toString('base64url'), url: ENGINE_URLS[request.engineType] }),
};

const UpstreamAnswer = v.object({ password: v.pipe(v.string(), v.minLength(1)), url: v.pipe(v.string(), v.url()) });

/** An upstream credential service: POST {endpoint} with the request as JSON, answering { password, url }. */
export function httpProvider(endpoint: string, fetchImpl: typeof fetch = fetch): CredentialProvider {
  return {
    kind: 'http',
    provision: async (request) => {
      let res: Response;
      try {
        res = await fetchImpl(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(request),
          signal: AbortSignal.timeout(5_000),
        });
      } catch (e) {
        throw new ProvisioningFailed(`Credential service unreachable: ${e instanceof Error ? e.message : String(e)}`);
      }
      if (!res.ok) throw new ProvisioningFailed(`Credential service answered ${res.status}`);
      const parsed = v.safeParse(UpstreamAnswer, await res.json().catch(() => null));
      if (!parsed.success) throw new ProvisioningFailed('Credential service answered without a password and url');
      return parsed.output;
    },
  };
}

/** The provider configured for a client (credential_providers), the vault when none is. */
export async function providerFor(db: Database, clientId: number, fetchImpl: typeof fetch = fetch): Promise<CredentialProvider> {
  const [row] = await db.select().from(credentialProviders).where(eq(credentialProviders.clientId, clientId));
  if (row?.kind === 'http' && row.endpoint) return httpProvider(row.endpoint, fetchImpl);
  return vaultProvider;
}
