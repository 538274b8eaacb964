// What other modules may use of work (they meet only through this file; eslint.config.mjs module boundaries).
// credentials: a task credential names the job it was asked for.
export { jobs } from './jobs.tables.js';
// payments: an invoice's lines are work logs.
export { workLogs } from './work.tables.js';
// payments: the work ready to invoice is listed as work logs.
export type { WorkLogRow } from './work.data.js';
