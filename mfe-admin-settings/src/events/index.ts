import type { EventName } from '@work/shared-contracts';

/** The bus events this remote publishes and listens to (none yet: the area is not built). */
export const PUBLISHES = [] as const satisfies readonly EventName[];
export const LISTENS_TO = [] as const satisfies readonly EventName[];
