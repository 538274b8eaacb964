// What other modules may use of reference (they meet only through this file; eslint.config.mjs module boundaries).
// settings: a public holiday names the offices it applies to (ADR 0260).
export { OfficeRef, loadOfficesByIds, type OfficeRow } from './offices.schema.js';
// payments: an invoice is addressed to the agency's primary office (ADR 0266).
export { offices } from './reference.tables.js';
