// @ts-check
// The tool's own lines, in bold (red for trouble), so they stand out among the children's output.

/** @param {string} msg */
export const say = (msg) => console.log(`\x1b[1m[platform]\x1b[0m ${msg}`);

/** @param {string} msg */
export const fail = (msg) => console.error(`\x1b[1;31m[platform] ${msg}\x1b[0m`);

/** @param {string} text */
export const stripAnsi = (text) => text.replace(/\u001b\[[0-9;]*m/g, '');
