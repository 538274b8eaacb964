// What other modules may use of croudie-picker (they meet only through this file; eslint.config.mjs module boundaries).
export {};
