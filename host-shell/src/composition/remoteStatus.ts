/** Per-remote failure state the outlet reads to show the fallback in that remote's own area. */
export type RemoteFailure = { message: string };

let failures: Record<string, RemoteFailure> = {};
const listeners = new Set<() => void>();

export const remoteFailures = {
  get: () => failures,
  set(name: string, failure: RemoteFailure | null) {
    const next = { ...failures };
    if (failure) next[name] = failure;
    else delete next[name];
    failures = next;
    listeners.forEach((l) => l());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
