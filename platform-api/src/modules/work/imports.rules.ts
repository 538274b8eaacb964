/** An imported task waits for the croudie (pending) until they create a task from it or discard it. */
export const IMPORTED_TASK_STATUSES = ['pending', 'created', 'discarded'] as const;
export type ImportedTaskStatus = (typeof IMPORTED_TASK_STATUSES)[number];

/** Staff roles that may send import batches (the integration signs in as a staff account holding one). */
export const IMPORT_ROLES = ['tech', 'operations', 'network_admin'] as const;

/** Most rows one batch may carry. */
export const MAX_IMPORT_ROWS = 500;

/** Most imported tasks one discard may name (bulk discard of a page of up to 100). */
export const MAX_DISCARD_IDS = 100;

export const NOT_LINKED_HINT = 'The source project is not linked to a client channel';
