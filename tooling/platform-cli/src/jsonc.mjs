// @ts-check
// tsconfig files are JSON with comments and trailing commas; this reads them without TypeScript installed.
import fs from 'node:fs';

/**
 * Parses JSON with `//` and `/* *\/` comments and trailing commas (strings are left alone).
 * @param {string} text
 * @returns {unknown}
 */
export function parseJsonc(text) {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      const start = i;
      for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === '\\') i++;
      out += text.slice(start, i + 1);
    } else if (c === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') i++;
      out += '\n';
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end === -1 ? text.length : end + 1;
    } else {
      out += c;
    }
  }
  // a comma before a closing bracket, with only white space between, is a trailing comma; strings were copied verbatim,
  // so do the same scan again rather than a blind regex over them
  const closesNext = /\s*[}\]]/y;
  let clean = '';
  for (let i = 0; i < out.length; i++) {
    const c = out[i];
    if (c === '"') {
      const start = i;
      for (i++; i < out.length && out[i] !== '"'; i++) if (out[i] === '\\') i++;
      clean += out.slice(start, i + 1);
    } else if (c === ',' && ((closesNext.lastIndex = i + 1), closesNext.test(out))) {
      // dropped
    } else {
      clean += c;
    }
  }
  return JSON.parse(clean);
}

/** @param {string} file @returns {unknown} */
export const readJsonc = (file) => parseJsonc(fs.readFileSync(file, 'utf8'));
