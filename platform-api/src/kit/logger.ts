import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pino, type Logger } from 'pino';

export type { Logger };

export function createLogger(options: { level: string; pretty?: boolean }): Logger {
  return pino(
    {
      level: options.level,
      base: { service: 'platform-api' },
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie'], remove: true },
    },
    // Asynchronous writes: lines that arrive while one is being written go out together, so a busy API makes one
    // write per batch, not one per request line (pino flushes what is left when the process exits).
    pino.destination({ dest: 1, sync: false }),
  );
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Takes a well-formed incoming X-Request-Id or makes one, and echoes it on the response. */
export function requestIdFor(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers['x-request-id'];
  const candidate = Array.isArray(incoming) ? incoming[0] : incoming;
  const id = candidate && REQUEST_ID.test(candidate) ? candidate : randomUUID();
  res.setHeader('X-Request-Id', id);
  return id;
}
