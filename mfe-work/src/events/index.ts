import type { EventName } from '@work/shared-contracts';

/** The bus events mfe-work publishes and listens to. */
export const PUBLISHES = ['task:changed', 'task-credit:open'] as const satisfies readonly EventName[];
export const LISTENS_TO = ['task:changed'] as const satisfies readonly EventName[];
