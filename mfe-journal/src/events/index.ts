import type { EventName } from '@work/shared-contracts';
import { publishedEvents } from '@work/shared-contracts/event-catalogue';

/**
 * The bus events mfe-journal publishes (journal:saved, toasts, the shared confirm dialog through useConfirm, its forms' unsaved input) and listens
 * to. PUBLISHES holds the schemas from this bundle's own copy of the catalogue (a non-shared subpath): the remote
 * registers them with the host's bus when it mounts, so an event newer than the host still validates (ADR 0244).
 */
export const PUBLISHES = publishedEvents(['journal:saved', 'toast:show', 'confirm:show', 'form:dirty']);
export const LISTENS_TO = ['journal:open'] as const satisfies readonly EventName[];
