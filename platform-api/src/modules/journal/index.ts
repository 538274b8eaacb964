// What other modules may use of journal (they meet only through this file; eslint.config.mjs module boundaries).
// availability: a change of a person's template or leave pushes their journal breakdown (ADR 0273).
export { publishBreakdown } from './journal.breakdown.js';
// availability: utilisation counts the minutes logged per person and day.
export { minutesByDay } from './journal.data.js';
