// What other modules may use of notifications (they meet only through this file; eslint.config.mjs module boundaries).
// payments: the croudie is told when finance declines or pays their invoice.
export { notify } from './notify.js';
