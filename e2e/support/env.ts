import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Gateway port under test (8080 like `npm start`; E2E_PORT moves it, e.g. when 8080 is taken). */
export const port = Number(process.env.E2E_PORT ?? process.env.PORT ?? 8080);

/** The API port behind it (4000 like `npm start`; E2E_API_PORT moves it). */
export const apiPort = Number(process.env.E2E_API_PORT ?? process.env.API_PORT ?? 4000);

export type Tenant = 'network' | 'control' | 'client';

/** The tenant an account signs in on, from its e-mail: staff.*, hr.*, finance.*, academy.* → control, client.* → client. */
export function tenantOf(email: string): Tenant {
  if (/^(staff|hr|finance|academy)\./.test(email)) return 'control';
  if (email.startsWith('client.')) return 'client';
  return 'network';
}

/** `http://<tenant>.localhost:<port>`: Chromium resolves every *.localhost name to loopback. */
export function tenantOrigin(tenant: Tenant): string {
  return `http://${tenant}.localhost:${port}`;
}

export const plainOrigin = `http://localhost:${port}`;

/** The remote store the platform under test reads (the deploy CLI default unless REMOTE_STORE_DIR says otherwise). */
export const storeDir = process.env.REMOTE_STORE_DIR ? path.resolve(process.env.REMOTE_STORE_DIR) : path.join(repoRoot, 'deploy', '.store');

export const DEMO_PASSWORD = 'Demo-Password-2026!';

/** Every remote of the repository (its folders with a remote.json), as the gateway and the deploy CLI see them. */
export { REQUIRED_REMOTES as REMOTES } from '../../deploy/src/paths';
