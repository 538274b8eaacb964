/** One API operation as the roles screen lists it. */
export interface OperationItem {
  name: string;
  kind: 'QUERY' | 'MUTATION' | 'SUBSCRIPTION';
  description: string;
}

/** The operations whose name or description holds the search (case-insensitive), allowed ones first when asked. */
export function filterOperations(
  all: readonly OperationItem[],
  search: string,
  show: 'all' | 'allowed' | 'notAllowed',
  allowed: ReadonlySet<string>,
): OperationItem[] {
  const needle = search.trim().toLowerCase();
  return all.filter(
    (op) =>
      (!needle || op.name.toLowerCase().includes(needle) || op.description.toLowerCase().includes(needle)) &&
      (show === 'all' || (show === 'allowed') === allowed.has(op.name)),
  );
}

/** What Save would change: the names added and removed against what the role has now. */
export function operationChanges(saved: readonly string[], edited: ReadonlySet<string>): { added: string[]; removed: string[] } {
  const before = new Set(saved);
  return {
    added: [...edited].filter((name) => !before.has(name)).sort(),
    removed: [...before].filter((name) => !edited.has(name)).sort(),
  };
}
