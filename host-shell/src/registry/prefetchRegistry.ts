export const REGISTRY_URL = '/registry.json';
export const REGISTRY_REQUEST: RequestInit = { cache: 'no-store', headers: { accept: 'application/json' } };

let prefetched: Promise<Response> | undefined;

/**
 * Starts the registry's request at boot, beside the session's, instead of after it: the remote of the page can start
 * loading as soon as the session is known (app/earlyRequests.ts). The first registry read takes this answer.
 */
export function prefetchRegistry(fetchImpl: typeof fetch = fetch): void {
  prefetched = fetchImpl(REGISTRY_URL, REGISTRY_REQUEST);
  // a failure surfaces when the answer is taken, not as an unhandled rejection now
  prefetched.catch(() => undefined);
}

/** The prefetched answer, once; later reads fetch again. */
export function takePrefetchedRegistry(): Promise<Response> | undefined {
  const answer = prefetched;
  prefetched = undefined;
  return answer;
}
