import type { IncomingMessage, ServerResponse } from 'node:http';
import { Transform } from 'node:stream';

/**
 * Largest request body the gateway passes to the API: platform-api's biggest one, a file upload (MAX_FILE_BYTES 50 MiB
 * plus the 1 MiB multipart envelope, modules/files/files.routes.ts). The API keeps its own, tighter limits per route.
 */
export const DEFAULT_MAX_BODY_BYTES = 51 * 1024 * 1024;

/** How long a refused body is still read (and thrown away) so the client sees the 413 instead of a reset connection. */
const DRAIN_MS = 15_000;

export const declaredTooLarge = (req: IncomingMessage, limit: number): boolean => {
  const declared = Number(req.headers['content-length']);
  return Number.isFinite(declared) && declared > limit;
};

/**
 * Answer 413 with the REST error shape and close the connection afterwards. The rest of the body is read and dropped
 * (at most `limit` more bytes, for at most DRAIN_MS): a client still sending when the server closes gets a reset, and
 * browsers then report a network error instead of the answer.
 */
export function refuseTooLarge(req: IncomingMessage, res: ServerResponse, limit: number): void {
  if (res.headersSent) {
    res.destroy();
  } else {
    const text = JSON.stringify({ error: { code: 'PAYLOAD_TOO_LARGE', message: `Request body is larger than ${limit} bytes` } });
    res.shouldKeepAlive = false;
    res.writeHead(413, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(text),
      'Cache-Control': 'no-store',
      Connection: 'close',
    });
    res.end(text);
  }
  if (req.complete) return;
  let budget = limit;
  const stop = () => req.socket.destroy();
  const timer = setTimeout(stop, DRAIN_MS);
  timer.unref();
  req.on('data', (chunk: Buffer) => {
    budget -= chunk.length;
    if (budget < 0) stop();
  });
  req.once('end', () => clearTimeout(timer));
  req.once('close', () => clearTimeout(timer));
  req.resume();
}

/** Passes the body on and counts it; the first chunk past `limit` is not passed on and calls `onOverflow` once. */
export function countingBody(limit: number, onOverflow: () => void): Transform {
  let received = 0;
  let over = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (over) return done();
      received += chunk.length;
      if (received > limit) {
        over = true;
        onOverflow();
        return done();
      }
      done(null, chunk);
    },
  });
}
