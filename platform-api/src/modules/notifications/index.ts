// What other modules may use of notifications (they meet only through this file; eslint.config.mjs module boundaries).
// payments: the croudie is told when finance declines or pays their invoice; academy: of a pass and an essay's review.
export { notify, type NotifyDeps } from './notify.js';
