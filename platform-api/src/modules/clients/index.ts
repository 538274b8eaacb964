// What other modules may use of clients (they meet only through this file; eslint.config.mjs module boundaries).
// payments: an invoice line names its work's client and channel.
export { channels, clients } from './clients.tables.js';
// people: the croudie profile's Access tab lists the clients a croudie has access to, asked for or is refused.
export { clientAccess } from './clients.tables.js';
