// What other modules may use of payments (they meet only through this file; eslint.config.mjs module boundaries).
// people (earnings, the invoice window banner) and work (task backdate): work on a live invoice.
export { onLiveInvoice } from './payments.live.js';
