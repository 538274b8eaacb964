import { eq } from 'drizzle-orm';
import type { Clock } from '../kit/clock.js';
import type { Database } from '../kit/db/index.js';
import { clients } from '../modules/clients/clients.tables.js';
import { credentialProviders } from '../modules/credentials/credentials.tables.js';

/** The demo client whose credentials come from an upstream credential service that is down. */
export const FAILING_PROVIDER_CLIENT = 'Dune Fashion';
/** Nothing listens on the discard port: every provisioning call is refused, through the real http provider. */
export const UNREACHABLE_CREDENTIAL_SERVICE = 'http://127.0.0.1:9/provision';

/**
 * Credential providers of the demo clients: every client uses the built-in vault except Dune Fashion, whose
 * credential service is unreachable (provisioning there fails: the account access drawer's error and retry path).
 */
export async function seedCredentialProviders(db: Database, _clock: Clock): Promise<void> {
  const [client] = await db.select({ id: clients.id }).from(clients).where(eq(clients.name, FAILING_PROVIDER_CLIENT));
  if (!client) return;
  await db.insert(credentialProviders).values({ clientId: client.id, kind: 'http', endpoint: UNREACHABLE_CREDENTIAL_SERVICE });
}
