import type { EventName } from '@work/shared-contracts';

/** The bus events mfe-journal publishes (journal:saved once the form exists) and listens to. */
export const PUBLISHES = ['journal:saved'] as const satisfies readonly EventName[];
export const LISTENS_TO = ['journal:open'] as const satisfies readonly EventName[];
