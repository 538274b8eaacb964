// What other modules may use of availability (they meet only through this file; eslint.config.mjs module boundaries).
// journal: a person's daily target comes from their availability (template, leave, public holidays: ADR 0273).
// Only the data layer is exported here, so the journal does not load this module's schema (which pushes breakdowns).
export { dayTargets, principalDayTargets } from './availability.data.js';
