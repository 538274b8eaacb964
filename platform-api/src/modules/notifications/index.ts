// What other modules may use of notifications (they meet only through this file; eslint.config.mjs module boundaries).
// payments: the croudie is told when finance declines or pays their invoice; academy: of a pass and an essay's review.
export { notify } from './notify.js';
// announcements: every croudie an announcement is sent to gets an announcement notification (ADR 0287).
export { notifyMany, type NotifyDeps } from './notify.js';
