// What other modules may use of settings (they meet only through this file).
export { SETTINGS_ADMIN_ROLES } from './settings.rules.js';
// payments: an invoice line's expected payment day skips public holidays.
export { holidayDates } from './settings.data.js';
// people: whether 2-step verification is mandated for croudies (a platform switch).
export { platformSwitch, setPlatformSwitch } from './platform-settings.js';
// availability: a public holiday of a person's office makes their journal target 0 that day (ADR 0273).
export { publicHolidayOffices, publicHolidays } from './settings.tables.js';
