// What other modules may use of settings (they meet only through this file).
export { SETTINGS_ADMIN_ROLES } from './settings.rules.js';
