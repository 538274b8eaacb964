import { badUserInput } from '../errors.js';

/**
 * Control characters no text input may hold (ADR 0005): the C0 controls U+0000–U+001F and DEL U+007F, except tab,
 * line feed and carriage return, which multi-line text (briefs, work, messages) needs. PostgreSQL cannot store NUL in
 * text at all (the write fails, which used to answer 500), and the others have no business in names, e-mails or
 * prose: they hide text in logs, CSV exports and e-mails.
 */
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const CONTROL_CHARACTER_MESSAGE = 'Must not contain control characters';

/** The first place in a JSON-like value (strings, object keys, arrays, nested objects) holding a control character. */
export function controlCharacterPath(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value) ? path || '_' : null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = controlCharacterPath(item, path ? `${path}.${i}` : String(i));
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (CONTROL_CHARACTER.test(key)) return at;
      const found = controlCharacterPath(item, at);
      if (found) return found;
    }
  }
  return null;
}

/**
 * BAD_USER_INPUT (REST 400) with a field error where `value` holds a control character; `prefix` names where the value
 * came from (e.g. "variables"). Returns the value unchanged otherwise.
 */
export function rejectControlCharacters<T>(value: T, prefix?: string): T {
  const path = controlCharacterPath(value);
  if (path)
    throw badUserInput({ [prefix ? `${prefix}.${path}` : path]: CONTROL_CHARACTER_MESSAGE }, 'Text must not contain control characters');
  return value;
}
