import { createHash } from 'node:crypto';
import { watch, type FSWatcher } from 'node:fs';
import fs from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { REGISTRY_FILE } from '../registry-store.js';
import { NO_CACHE } from './static-files.js';

/**
 * `/registry/events`: a server-sent event stream that tells open shells when the registry changed (ADR 0247), so a new
 * version of a remote reaches people who are using the platform without each browser polling. The event carries only
 * the registry's tag (the same value as /registry.json's ETag); the shell fetches /registry.json itself, so there is one
 * validated path for the registry's content.
 */
export interface RegistryEvents {
  /** Answers one subscriber: the current tag at once, then every change, with a heartbeat so idle proxies keep it open. */
  serve(req: IncomingMessage, res: ServerResponse): void;
  /** The tag of the registry as it is on disk now (null before the first publish). */
  currentTag(): Promise<string | null>;
  close(): void;
}

export const REGISTRY_EVENTS_PATH = '/registry/events';
const HEARTBEAT_MS = 25_000;
/** A publish writes the history and then renames the registry in: one notification per burst of file events. */
const SETTLE_MS = 50;

/** The tag of a registry text: quoted, as an ETag is. */
export function registryTag(text: string): string {
  return `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
}

export function createRegistryEvents(storeDir: string, log: (line: string) => void = () => undefined): RegistryEvents {
  const subscribers = new Set<ServerResponse>();
  let lastTag: string | null | undefined;
  let watcher: FSWatcher | null = null;
  let settle: NodeJS.Timeout | null = null;
  let heartbeat: NodeJS.Timeout | null = null;

  async function currentTag(): Promise<string | null> {
    try {
      return registryTag(await fs.readFile(path.join(storeDir, REGISTRY_FILE), 'utf8'));
    } catch {
      return null;
    }
  }

  const send = (res: ServerResponse, tag: string | null) => res.write(`event: registry\ndata: ${JSON.stringify({ tag })}\n\n`);

  async function changed(): Promise<void> {
    const tag = await currentTag();
    if (tag === lastTag) return;
    lastTag = tag;
    for (const res of subscribers) send(res, tag);
  }

  function startWatching(): void {
    if (watcher) return;
    // The store directory, not the file: a publish replaces registry.json by rename, which a file watch would lose.
    void fs.mkdir(storeDir, { recursive: true }).then(() => {
      if (watcher || subscribers.size === 0) return;
      try {
        watcher = watch(storeDir, (_event, file) => {
          if (file !== null && file !== REGISTRY_FILE) return;
          if (settle) clearTimeout(settle);
          settle = setTimeout(() => void changed(), SETTLE_MS);
        });
        watcher.on('error', (err) => log(`registry watch failed: ${err.message}`));
      } catch (err) {
        log(`cannot watch ${storeDir}: ${(err as Error).message}`);
      }
    });
    heartbeat = setInterval(() => {
      for (const res of subscribers) res.write(': keep-alive\n\n');
    }, HEARTBEAT_MS);
    heartbeat.unref();
  }

  function stopWatching(): void {
    watcher?.close();
    watcher = null;
    if (settle) clearTimeout(settle);
    if (heartbeat) clearInterval(heartbeat);
    heartbeat = null;
    lastTag = undefined;
  }

  return {
    currentTag,
    serve(req, res) {
      res.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': NO_CACHE,
        'X-Accel-Buffering': 'no',
      });
      // a reconnecting browser waits this long before trying again
      res.write('retry: 3000\n\n');
      subscribers.add(res);
      startWatching();
      void currentTag().then((tag) => {
        lastTag ??= tag;
        if (!res.writableEnded) send(res, tag);
      });
      req.on('close', () => {
        subscribers.delete(res);
        if (subscribers.size === 0) stopWatching();
      });
    },
    close() {
      stopWatching();
      for (const res of subscribers) res.end();
      subscribers.clear();
    },
  };
}
