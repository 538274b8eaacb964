import type http from 'node:http';
import net from 'node:net';

/** 127.0.0.0/8, ::1 and IPv4-mapped 127.x: a caller on this machine. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const a = address
    .trim()
    .toLowerCase()
    .replace(/^::ffff:/, '');
  return a === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(a);
}

/** Where `npm start` listens unless HOST says otherwise: both loopbacks, as browsers resolve `localhost` to either. */
export const LOOPBACK_HOSTS = ['127.0.0.1', '::1'] as const;

export interface Listening {
  port: number;
  /** the addresses actually bound */
  hosts: string[];
  /** stop every listener (the server's own close() also stops the extra ones) */
  close(): Promise<void>;
}

function listenOn(server: net.Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (err: Error) => reject(err);
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve();
    });
  });
}

/**
 * Listen on `host` (e.g. HOST=0.0.0.0 to expose the gateway on purpose), or by default on 127.0.0.1 and ::1. A second
 * address needs a second listening socket: it hands its connections to the same HTTP server (Node's documented
 * `connection` injection), so requests, upgrades and shutdown behave the same on both. No IPv6 on the machine: IPv4 only.
 */
export async function listenGateway(
  server: http.Server,
  opts: { port: number; host?: string; log?: (line: string) => void },
): Promise<Listening> {
  if (opts.host) {
    await listenOn(server, opts.port, opts.host);
    const { port } = server.address() as net.AddressInfo;
    return { port, hosts: [opts.host], close: () => new Promise((r) => server.close(() => r())) };
  }
  const [primary, ...others] = LOOPBACK_HOSTS;
  await listenOn(server, opts.port, primary);
  const { port } = server.address() as net.AddressInfo;
  const hosts: string[] = [primary];
  const extra: net.Server[] = [];
  for (const host of others) {
    const listener = net.createServer((socket) => server.emit('connection', socket));
    try {
      await listenOn(listener, port, host);
      extra.push(listener);
      hosts.push(host);
    } catch (err) {
      opts.log?.(`not listening on ${host}: ${(err as Error).message}`);
    }
  }
  server.once('close', () => extra.forEach((l) => l.close()));
  return { port, hosts, close: () => new Promise((r) => server.close(() => r())) };
}
