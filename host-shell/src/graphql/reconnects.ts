/**
 * "The shell's socket came back after a break." Pushes sent while it was away (a token restart, a dropped connection)
 * are lost, so live views (the notification badge) fetch their state again when they hear this.
 */
const listeners = new Set<() => void>();

export function onSocketReconnected(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function socketReconnected(): void {
  for (const listener of [...listeners]) listener();
}
