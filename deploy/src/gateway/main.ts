import path from 'node:path';
import { defaultStoreDir, repoRoot } from '../paths.js';
import { DEFAULT_MAX_BODY_BYTES } from './body-limit.js';
import { listenGateway } from './listen.js';
import { securityFromEnv } from './security.js';
import { createGateway } from './server.js';

const port = Number(process.env.PORT ?? 8080);
// Loopback only unless HOST names an address on purpose (HOST=0.0.0.0 exposes the gateway to the network).
const host = process.env.HOST?.trim() || undefined;
const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 4000}`;
const storeDir = defaultStoreDir();
const hostDist = path.resolve(process.env.HOST_DIST ?? path.join(repoRoot, 'host-shell', 'dist'));

let security;
try {
  security = securityFromEnv(process.env);
} catch (err) {
  console.error(`[gateway] ${(err as Error).message}`);
  process.exit(1);
}
const maxBodyBytes = Number(process.env.MAX_BODY_BYTES ?? DEFAULT_MAX_BODY_BYTES);
if (!Number.isSafeInteger(maxBodyBytes) || maxBodyBytes <= 0) {
  console.error(`[gateway] MAX_BODY_BYTES must be a positive number of bytes, not ${process.env.MAX_BODY_BYTES}`);
  process.exit(1);
}

const server = createGateway({
  storeDir,
  hostDist,
  apiUrl,
  trustProxyHeaders: process.env.TRUST_PROXY_HEADERS === '1',
  security,
  maxBodyBytes,
  log: (line) => console.error(`[gateway] ${line}`),
});

listenGateway(server, { port, host, log: (line) => console.error(`[gateway] ${line}`) }).then(
  ({ hosts }) => {
    const where = hosts.map((h) => (h.includes(':') ? `[${h}]` : h)).join(', ');
    const overrides = security.overrides.enabled ? `on for ${security.overrides.origins.join(' ')}` : 'off';
    console.log(
      `[gateway] http://localhost:${port} on ${where} (api ${apiUrl}, store ${storeDir}, host ${hostDist}, remote overrides ${overrides})`,
    );
  },
  (err: Error) => {
    console.error(`[gateway] cannot listen on port ${port}: ${err.message}`);
    process.exit(1);
  },
);

function shutdown(signal: string): void {
  console.log(`[gateway] ${signal}: closing`);
  server.close(() => process.exit(0));
  server.closeAllConnections();
  setTimeout(() => process.exit(0), 3000).unref();
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
