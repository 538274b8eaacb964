// What other modules use of roles (they meet only through this file). The composition root (server.ts, main.ts, the
// seed) wires the operation gate's grants and the start-up sync from roles.grants.ts and roles.data.ts directly: they
// read people, and people reads roleIsActive from here, so exporting them here would make an import cycle.
export { roleIsActive } from './roles.active.js';
