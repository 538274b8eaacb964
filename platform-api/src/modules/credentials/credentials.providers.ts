import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '../../kit/db/index.js';
import { ENGINE_URLS, platformOf, type EngineType } from './credentials.rules.js';
import { credentialProviders, platformAccounts } from './credentials.tables.js';

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

/** What a provider is asked when a credential is added: does this username exist at the platform? */
export interface AccountLookup {
  clientId: number;
  engineType: EngineType;
  /** Normalised (lower case). */
  emailAddress: string;
}

/** The provider could not tell whether the account exists (upstream down, refused, malformed answer). */
export class AccountLookupFailed extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AccountLookupFailed';
  }
}

/**
 * Where a client's credentials come from. The platform keeps the session (who holds which credential until when);
 * the provider hands out the password and the sign-in address, and says whether a username exists at the platform
 * (Google, Microsoft) before it is added (ADR 0261).
 */
export interface CredentialProvider {
  readonly kind: 'vault' | 'http';
  provision(request: ProvisionRequest): Promise<ProvisionedAccess>;
  /** true: the account exists; false: the platform does not know it; throws AccountLookupFailed when it cannot tell. */
  accountExists(lookup: AccountLookup): Promise<boolean>;
}

/**
 * Built in: a one-off password generated here and the platform's sign-in page; accounts are looked up in the agency's
 * own directory of its platform accounts (platform_accounts), not at Google or Microsoft.
 */
export function vaultProvider(db: Database): CredentialProvider {
  return {
    kind: 'vault',
    provision: async (request) => ({ password: randomBytes(18).toString('base64url'), url: ENGINE_URLS[request.engineType] }),
    accountExists: async (lookup) => {
      const [row] = await db
        .select({ id: platformAccounts.id })
        .from(platformAccounts)
        .where(
          and(
            eq(platformAccounts.platform, platformOf(lookup.engineType)),
            eq(sql`lower(${platformAccounts.emailAddress})`, lookup.emailAddress.toLowerCase()),
          ),
        );
      return row !== undefined;
    },
  };
}

const UpstreamAnswer = v.object({ password: v.pipe(v.string(), v.minLength(1)), url: v.pipe(v.string(), v.url()) });
const LookupAnswer = v.object({ exists: v.boolean() });

/** Where the upstream service answers account lookups: `lookup` beside its provisioning endpoint. */
export const lookupEndpointOf = (endpoint: string): string => new URL('lookup', endpoint).href;

/**
 * An upstream credential service: POST {endpoint} with the provision request as JSON, answering { password, url };
 * POST {endpoint's folder}/lookup with { clientId, engineType, platform, emailAddress }, answering { exists }.
 */
export function httpProvider(endpoint: string, fetchImpl: typeof fetch = fetch): CredentialProvider {
  return {
    kind: 'http',
    accountExists: async (lookup) => {
      let res: Response;
      try {
        res = await fetchImpl(lookupEndpointOf(endpoint), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...lookup, platform: platformOf(lookup.engineType) }),
          signal: AbortSignal.timeout(5_000),
        });
      } catch (e) {
        throw new AccountLookupFailed(`Credential service unreachable: ${e instanceof Error ? e.message : String(e)}`);
      }
      if (!res.ok) throw new AccountLookupFailed(`Credential service answered ${res.status}`);
      const parsed = v.safeParse(LookupAnswer, await res.json().catch(() => null));
      if (!parsed.success) throw new AccountLookupFailed('Credential service answered without exists');
      return parsed.output.exists;
    },
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
  return vaultProvider(db);
}
