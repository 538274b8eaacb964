import type { EventName } from '@work/shared-contracts';
import { publishedEvents } from '@work/shared-contracts/event-catalogue';

/**
 * The bus events this remote publishes and listens to: the plan, its forms and the client page show toasts and ask for
 * confirmations through the shell. PUBLISHES holds the schemas
 * from this bundle's own copy of the catalogue (a non-shared subpath): the remote registers them with the host's bus
 * when it mounts, so an event newer than the host still validates and reaches its subscribers (ADR 0244).
 */
export const PUBLISHES = publishedEvents(['toast:show', 'confirm:show']);
export const LISTENS_TO = [] as const satisfies readonly EventName[];
