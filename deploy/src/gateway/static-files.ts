import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { contentTypeFor, isCompressible } from './content-types.js';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Map URL path segments (still percent-encoded) onto a file under root, or null when they try to leave it
 * (`..`, encoded slashes or backslashes, NUL) or name a hidden file.
 */
export function safeJoin(root: string, encodedSegments: string[]): string | null {
  const parts: string[] = [];
  for (const raw of encodedSegments) {
    if (raw === '') continue;
    let seg: string;
    try {
      seg = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (seg === '.' || seg === '..' || seg.startsWith('.') || /[/\\\0]/.test(seg)) return null;
    parts.push(seg);
  }
  const base = path.resolve(root);
  const full = path.resolve(base, ...parts);
  return full === base || full.startsWith(base + path.sep) ? full : null;
}

export async function statFile(file: string): Promise<{ size: number; mtimeMs: number } | null> {
  try {
    const s = await fs.stat(file);
    return s.isFile() ? { size: s.size, mtimeMs: s.mtimeMs } : null;
  } catch {
    return null;
  }
}

type Encoding = 'br' | 'gzip';

function pickEncoding(req: IncomingMessage): Encoding | null {
  const accept = String(req.headers['accept-encoding'] ?? '');
  const accepts = (name: string) =>
    accept.split(',').some((part) => {
      const [token, ...params] = part.trim().split(';');
      if (token?.trim().toLowerCase() !== name) return false;
      const q = params.find((p) => p.trim().startsWith('q='));
      return !q || Number(q.trim().slice(2)) > 0;
    });
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

/** On-the-fly compression results, keyed by file identity, bounded in size. */
class CompressionCache {
  private entries = new Map<string, Buffer>();
  private bytes = 0;
  constructor(private readonly maxBytes: number) {}
  async get(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const value = await make();
    this.entries.set(key, value);
    this.bytes += value.length;
    for (const [k, v] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(k);
      this.bytes -= v.length;
    }
    return value;
  }
}

const cache = new CompressionCache(96 * 1024 * 1024);
const MIN_COMPRESS_BYTES = 1024;

export interface SendOptions {
  cacheControl: string;
  extraHeaders?: Record<string, string>;
}

const compress = (raw: Buffer, encoding: Encoding): Promise<Buffer> =>
  encoding === 'br'
    ? brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
    : gzip(raw, { level: 6 });

/**
 * The answer every send shares: type, caching and ETag headers, 304 for a current copy, else the body (the encoding
 * `pickEncoding` chose when `encoded` gives one) with its length.
 */
async function answer(
  req: IncomingMessage,
  res: ServerResponse,
  head: { type: string; etag: string; size: number; opts: SendOptions },
  body: (encoding: Encoding | null) => Promise<Buffer>,
): Promise<void> {
  res.setHeader('Content-Type', head.type);
  res.setHeader('Cache-Control', head.opts.cacheControl);
  res.setHeader('ETag', head.etag);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  for (const [k, v] of Object.entries(head.opts.extraHeaders ?? {})) res.setHeader(k, v);

  const compressible = isCompressible(head.type);
  if (compressible) res.setHeader('Vary', 'Accept-Encoding');

  if (req.headers['if-none-match'] === head.etag) {
    res.statusCode = 304;
    res.end();
    return;
  }

  const encoding = compressible && head.size >= MIN_COMPRESS_BYTES ? pickEncoding(req) : null;
  const bytes = await body(encoding);
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', bytes.length);
  res.statusCode = 200;
  res.end(req.method === 'HEAD' ? undefined : bytes);
}

/** Send a file with type, caching, ETag/304 and br/gzip (a precompressed sibling `.br`/`.gz` wins). */
export async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  stat: { size: number; mtimeMs: number },
  opts: SendOptions,
): Promise<void> {
  const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
  await answer(req, res, { type: contentTypeFor(file), etag, size: stat.size, opts }, async (encoding) => {
    if (!encoding) return fs.readFile(file);
    const sibling = `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
    const pre = await statFile(sibling);
    if (pre && pre.mtimeMs >= stat.mtimeMs) return fs.readFile(sibling);
    return cache.get(`${file}:${stat.mtimeMs}:${stat.size}:${encoding}`, async () => compress(await fs.readFile(file), encoding));
  });
}

/** Send generated content (the host page with its policy tag): ETag from the content, br/gzip as accepted. */
export async function sendContent(
  req: IncomingMessage,
  res: ServerResponse,
  content: Buffer,
  opts: SendOptions & { contentType: string },
): Promise<void> {
  const etag = `W/"${createHash('sha1').update(content).digest('hex').slice(0, 20)}"`;
  await answer(req, res, { type: opts.contentType, etag, size: content.length, opts }, async (encoding) =>
    encoding ? cache.get(`${etag}:${encoding}`, () => compress(content, encoding)) : content,
  );
}
