/**
 * The text catalogue factory every package uses for its own words (ADR 0243).
 *
 * Remotes import this file by its own path (`@work/shared-ui/text/createTextCatalogue`), which Module Federation does
 * not share: each remote bundles its own copy with its words, so nothing of a remote's text comes from the host. Keep
 * it free of other imports so that stays true and tiny.
 */

/** Values for the `{name}` parameters of a text. */
export type TextParams = Record<string, string | number>;

/** A template with its `{params}` filled in. A missing parameter stays visible as `{name}`. */
export function formatText(template: string, params?: TextParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}

/** The lookups of one catalogue, typed to its keys. */
export interface TextCatalogue<Key extends string> {
  /** The text for a key with its `{params}` filled in. An unknown key (a computed one) shows the key itself. */
  t: (key: Key, params?: TextParams) => string;
  /** The lookup for components. Only the en locale exists; the hook keeps the call sites ready for more. */
  useText: () => (key: Key, params?: TextParams) => string;
  /** Whether the catalogue has a key (for computed keys such as `work.taskState.${state}`). */
  hasText: (key: string) => key is Key;
}

/**
 * Creates the lookups for one package's words. Every key must start with `${namespace}.`, so two packages' words can
 * never be confused; a key that does not throws here, when the package loads.
 */
export function createTextCatalogue<const Words extends Readonly<Record<string, string>>>(
  namespace: string,
  words: Words,
): TextCatalogue<Extract<keyof Words, string>> {
  type Key = Extract<keyof Words, string>;
  const wrong = Object.keys(words).filter((key) => !key.startsWith(`${namespace}.`));
  if (wrong.length) {
    throw new Error(`text catalogue '${namespace}': every key must start with '${namespace}.', not: ${wrong.join(', ')}`);
  }
  const hasText = (key: string): key is Key => Object.prototype.hasOwnProperty.call(words, key);
  const t = (key: Key, params?: TextParams): string => (hasText(key) ? formatText(words[key] as string, params) : key);
  return { t, useText: () => t, hasText };
}
