import http from 'node:http';

// A tiny HTTP client with a cookie jar, for what journeys do outside the browser (sign-in, API set-up). Node cannot
// resolve the tenant names (`network.localhost` …) as Chromium does, so every *.localhost name is dialled on loopback
// while the request keeps its real Host, exactly what the gateway sees from a browser.

export interface StoredCookie {
  name: string;
  value: string;
  path: string;
  httpOnly: boolean;
  sameSite: 'Strict' | 'Lax' | 'None';
}

export interface HttpResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  json<T = unknown>(): T;
}

/** Cookies of one host (each journey's origin is a single tenant host), matched by path like a browser does. */
export class CookieJar {
  private readonly cookies = new Map<string, StoredCookie>();

  constructor(initial: StoredCookie[] = []) {
    for (const c of initial) this.cookies.set(`${c.path}\0${c.name}`, c);
  }

  /** The cookies a request to `path` sends: longest path first, as browsers order them. */
  header(path: string): string {
    return [...this.cookies.values()]
      .filter((c) => path === c.path || path.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`) || c.path === '/')
      .sort((a, b) => b.path.length - a.path.length)
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
  }

  store(setCookie: string[] | undefined, requestPath: string): void {
    for (const line of setCookie ?? []) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const attr = (key: string) => attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.split('=')[1];
      const path = attr('path') ?? (requestPath.replace(/\/[^/]*$/, '') || '/');
      const expired =
        attr('max-age') === '0' || (attr('expires') !== undefined && Date.parse(attr('expires')!) < Date.now()) || value === '';
      const key = `${path}\0${name}`;
      if (expired) {
        this.cookies.delete(key);
        continue;
      }
      const sameSite = (attr('samesite') ?? 'Lax').toLowerCase();
      this.cookies.set(key, {
        name,
        value,
        path,
        httpOnly: attributes.some((a) => a.toLowerCase() === 'httponly'),
        sameSite: sameSite === 'strict' ? 'Strict' : sameSite === 'none' ? 'None' : 'Lax',
      });
    }
  }

  list(filter: (cookie: StoredCookie) => boolean = () => true): StoredCookie[] {
    return [...this.cookies.values()].filter(filter);
  }
}

const loopback: http.RequestOptions['lookup'] = (hostname, options, callback) => {
  const address = hostname === 'localhost' || hostname.endsWith('.localhost') ? '127.0.0.1' : null;
  if (!address) {
    callback(new Error(`journeys only talk to the platform on loopback, not ${hostname}`), '', 4);
    return;
  }
  if ((options as { all?: boolean }).all)
    (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address, family: 4 }]);
  else callback(null, address, 4);
};

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  jar?: CookieJar;
  /** the loopback address to send from (127.x.y.z): the platform sees another caller, as it would another person */
  localAddress?: string;
}

/** One request, no redirects followed (the caller decides), cookies from and into `jar`. */
export function request(url: string | URL, options: RequestOptions = {}): Promise<HttpResponse> {
  const target = new URL(url);
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  const cookie = options.jar?.header(target.pathname);
  if (cookie) headers.cookie = cookie;
  if (options.body !== undefined) headers['content-length'] = String(Buffer.byteLength(options.body));
  return new Promise((resolve, reject) => {
    const req = http.request(
      target,
      { method: options.method ?? 'GET', headers, lookup: loopback, localAddress: options.localAddress },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          options.jar?.store(res.headers['set-cookie'], target.pathname);
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json: <T>() => JSON.parse(text) as T });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error(`${options.method ?? 'GET'} ${target.href} timed out`)));
    req.end(options.body);
  });
}
