import type { EventName } from '@work/shared-contracts';
import { publishedEvents } from '@work/shared-contracts/event-catalogue';

/**
 * The bus events this remote publishes: toasts, the shared confirm dialog (finance's Mark paid), its new-invoice form's
 * unsaved input, and `invoicing:invoice-created` (the shell reloads its invoice banner and earnings chip). PUBLISHES
 * holds the schemas from this bundle's own copy of the catalogue (a non-shared subpath): the remote registers them with
 * the host's bus when it mounts, so an event newer than the host still validates and reaches its subscribers (ADR 0244).
 */
export const PUBLISHES = publishedEvents(['toast:show', 'confirm:show', 'form:dirty', 'invoicing:invoice-created']);
export const LISTENS_TO = [] as const satisfies readonly EventName[];
