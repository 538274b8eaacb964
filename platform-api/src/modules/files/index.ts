// What other modules may use of files (they meet only through this file; eslint.config.mjs module boundaries).
// people: ID documents and the profile photo are private files the croudie uploaded with scope profile.
export { findFile, type PrivateFileRow } from './files.data.js';
export { downloadPath } from './files.routes.js';
