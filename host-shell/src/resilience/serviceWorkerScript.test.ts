import { describe, expect, it, vi } from 'vitest';
// the shipped file itself, as text (Vite's ?raw import)
import code from '../../public/service-worker.js?raw';

/** Runs the real public/service-worker.js against a stand-in worker scope (caches, fetch, event listeners). */
function loadWorker(fetchImpl: (req: Request | string) => Promise<Response>) {
  const stores = new Map<string, Map<string, Response>>();
  const cacheFor = (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    const store = stores.get(name)!;
    const key = (r: Request | string) => (typeof r === 'string' ? r : r.url);
    return {
      match: async (r: Request | string) => store.get(key(r))?.clone(),
      put: async (r: Request | string, res: Response) => void store.set(key(r), res),
      keys: async () => [...store.keys()].map((u) => new Request(u)),
      delete: async (r: Request | string) => store.delete(key(r)),
    };
  };
  const listeners: Record<string, (event: unknown) => void> = {};
  const self = {
    location: { origin: 'http://network.localhost:8080' },
    caches: {
      open: async (name: string) => cacheFor(name),
      keys: async () => [...stores.keys()],
      delete: async (n: string) => stores.delete(n),
    },
    clients: { claim: vi.fn(async () => undefined) },
    skipWaiting: vi.fn(async () => undefined),
    addEventListener: (type: string, fn: (event: unknown) => void) => void (listeners[type] = fn),
    shellWorker: undefined as unknown as {
      strategyFor: (url: string, mode: string, origin: string) => string;
      CACHE: string;
      PAGE_KEY: string;
    },
  };
  const fetchSpy = vi.fn(fetchImpl);
  new Function('self', 'fetch', code)(self, fetchSpy);
  const fire = async (url: string, mode: RequestMode | 'navigate' = 'cors', method = 'GET') => {
    let responded: Promise<Response> | null = null;
    const request = { url, mode, method } as unknown as Request;
    listeners.fetch!({ request, respondWith: (p: Promise<Response>) => void (responded = p) });
    return responded ? await (responded as Promise<Response>) : null;
  };
  return { self, listeners, fire, fetchSpy, cacheFor, stores };
}

const ORIGIN = 'http://network.localhost:8080';
const html = (body: string) => new Response(body, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } });
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('service worker rules', () => {
  const { self } = loadWorker(async () => new Response(''));
  const s = (p: string, mode = 'cors') => self.shellWorker.strategyFor(`${ORIGIN}${p}`, mode, ORIGIN);

  it('never handles the registry, remote manifests, entries, descriptors, the API or itself', () => {
    expect(s('/registry.json')).toBe('network');
    expect(s('/remotes/mfe-work/0.1.0-abc/mf-manifest.json')).toBe('network');
    expect(s('/remotes/mfe-work/0.1.0-abc/mf-manifest.json?v=0.1.0-abc')).toBe('network');
    expect(s('/remotes/mfe-work/0.1.0-abc/remoteEntry.js')).toBe('network');
    expect(s('/remotes/mfe-work/0.1.0-abc/remote.json')).toBe('network');
    expect(s('/mf-manifest.json')).toBe('network');
    expect(s('/api/graphql')).toBe('network');
    expect(s('/api/identity/auth?x=1', 'navigate')).toBe('network');
    expect(s('/service-worker.js')).toBe('network');
  });

  it('serves pages network first and content-hashed files cache first', () => {
    expect(s('/work', 'navigate')).toBe('page');
    expect(s('/', 'navigate')).toBe('page');
    expect(s('/main.e4da07461b.js')).toBe('immutable');
    expect(s('/387.a7a6eb698e.js')).toBe('immutable');
    expect(s('/remotes/mfe-work/0.1.0-abc/__federation_expose_app.0123456789.js')).toBe('immutable');
    // not hashed, or not a shell / versioned remote file
    expect(s('/main.js')).toBe('network');
    expect(s('/favicon.ico')).toBe('network');
    expect(s('/assets/x/main.e4da07461b.js')).toBe('network');
    expect(self.shellWorker.strategyFor('https://cdn.example.com/main.e4da07461b.js', 'cors', ORIGIN)).toBe('network');
  });
});

describe('service worker fetch handling', () => {
  it('leaves manifests and POSTs to the browser (no respondWith)', async () => {
    const w = loadWorker(async () => new Response('{}'));
    expect(await w.fire(`${ORIGIN}/remotes/mfe-work/1/mf-manifest.json`)).toBeNull();
    expect(await w.fire(`${ORIGIN}/registry.json`)).toBeNull();
    expect(await w.fire(`${ORIGIN}/main.e4da07461b.js`, 'cors', 'POST')).toBeNull();
    expect(w.fetchSpy).not.toHaveBeenCalled();
  });

  it('answers a page from the network and keeps a copy; the copy answers only when the network fails', async () => {
    let online = true;
    const w = loadWorker(async () => (online ? html('<html>fresh</html>') : Promise.reject(new TypeError('offline'))));
    expect(await (await w.fire(`${ORIGIN}/work`, 'navigate'))!.text()).toBe('<html>fresh</html>');
    await flush();
    online = false;
    expect(await (await w.fire(`${ORIGIN}/payments`, 'navigate'))!.text()).toBe('<html>fresh</html>');
  });

  it('fails a page request when offline with no copy', async () => {
    const w = loadWorker(async () => Promise.reject(new TypeError('offline')));
    await expect(w.fire(`${ORIGIN}/work`, 'navigate')).rejects.toThrow('offline');
  });

  it('answers a hashed file from the cache once it has it', async () => {
    const w = loadWorker(async () => Object.defineProperty(new Response('chunk'), 'type', { value: 'basic' }));
    expect(await (await w.fire(`${ORIGIN}/387.a7a6eb698e.js`))!.text()).toBe('chunk');
    await flush();
    expect(await (await w.fire(`${ORIGIN}/387.a7a6eb698e.js`))!.text()).toBe('chunk');
    expect(w.fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('drops caches of earlier worker versions on activate', async () => {
    const w = loadWorker(async () => new Response(''));
    await w.cacheFor('shell-v0').put('x', new Response(''));
    await w.cacheFor('other-app').put('x', new Response(''));
    let done: Promise<unknown> = Promise.resolve();
    w.listeners.activate!({ waitUntil: (p: Promise<unknown>) => void (done = p) });
    await done;
    expect([...w.stores.keys()].sort()).toEqual(['other-app']);
    expect(w.self.clients.claim).toHaveBeenCalled();
  });
});
