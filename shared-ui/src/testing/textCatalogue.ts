/**
 * What is wrong with a package's text catalogue: keys outside its namespace and texts that are not non-empty strings.
 * Every package's catalogue test expects this to be empty (ADR 0243).
 */
export function textCatalogueProblems(namespace: string, words: Readonly<Record<string, unknown>>): string[] {
  const problems: string[] = [];
  const entries = Object.entries(words);
  if (!entries.length) problems.push(`the '${namespace}' catalogue has no words`);
  for (const [key, value] of entries) {
    if (!key.startsWith(`${namespace}.`) || key.length === namespace.length + 1) {
      problems.push(`${key}: not in the '${namespace}.' namespace`);
    }
    if (typeof value !== 'string' || value.trim() === '') problems.push(`${key}: not a non-empty string`);
  }
  return problems;
}
