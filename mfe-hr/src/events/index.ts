import type { EventName } from '@work/shared-contracts';
import { publishedEvents } from '@work/shared-contracts/event-catalogue';

/**
 * The bus events this remote publishes: toasts, its forms' unsaved input, and `invoicing:settings-saved` and
 * `profile:updated` (the shell reloads its banners). PUBLISHES holds the schemas from this bundle's own copy of the catalogue (a
 * non-shared subpath): the remote registers them with the host's bus when it mounts, so an event newer than the host
 * still validates and reaches its subscribers (ADR 0244).
 */
export const PUBLISHES = publishedEvents(['toast:show', 'form:dirty', 'invoicing:settings-saved', 'profile:updated']);
export const LISTENS_TO = [] as const satisfies readonly EventName[];
