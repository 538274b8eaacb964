/**
 * An announcement answered away from the notification panel (on its page, /announcement/{id}): the panel reads its
 * unread list and the bell's count again at once, rather than when it next opens. Both live in the shell, so a plain
 * listener set serves; remotes never answer announcements.
 */
const listeners = new Set<() => void>();

export function announceAnswered(): void {
  listeners.forEach((listener) => listener());
}

export function onAnnouncementAnswered(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
