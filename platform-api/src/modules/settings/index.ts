// What other modules may use of settings (they meet only through this file).
export { SETTINGS_ADMIN_ROLES } from './settings.rules.js';
// payments: an invoice line's expected payment day skips public holidays.
export { holidayDates } from './settings.data.js';
