import path from 'node:path';
import { defaultStoreDir, repoRoot } from '../paths.js';
import { createGateway } from './server.js';

const port = Number(process.env.PORT ?? 8080);
const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 4000}`;
const storeDir = defaultStoreDir();
const hostDist = path.resolve(process.env.HOST_DIST ?? path.join(repoRoot, 'host-shell', 'dist'));

const server = createGateway({
  storeDir,
  hostDist,
  apiUrl,
  trustProxyHeaders: process.env.TRUST_PROXY_HEADERS === '1',
  log: (line) => console.error(`[gateway] ${line}`),
});

server.on('error', (err) => {
  console.error(`[gateway] cannot listen on port ${port}: ${err.message}`);
  process.exit(1);
});

server.listen(port, () => {
  console.log(`[gateway] http://localhost:${port} (api ${apiUrl}, store ${storeDir}, host ${hostDist})`);
});

function shutdown(signal: string): void {
  console.log(`[gateway] ${signal}: closing`);
  server.close(() => process.exit(0));
  server.closeAllConnections();
  setTimeout(() => process.exit(0), 3000).unref();
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
