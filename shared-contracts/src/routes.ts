/** A path prefix owns itself and everything below it: /work owns /work and /work/task/1, not /workshop. */
export function prefixOwnsPath(prefix: string, path: string): boolean {
  const p = normalisePath(path);
  const pre = normalisePath(prefix);
  return pre === '/' ? true : p === pre || p.startsWith(`${pre}/`);
}

export function normalisePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '/';
  const trimmed = bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
  return trimmed.startsWith('/') ? trimmed || '/' : `/${trimmed}`;
}

export function prefixesOverlap(a: string, b: string): boolean {
  return prefixOwnsPath(a, b) || prefixOwnsPath(b, a);
}

export interface RouteOwner {
  name: string;
  routes: readonly string[];
}

export interface RouteConflict {
  prefix: string;
  owners: [string, string];
  otherPrefix: string;
}

/** Every pair of remotes whose prefixes overlap. Overlaps within one remote are its own business. */
export function findRouteConflicts(owners: readonly RouteOwner[]): RouteConflict[] {
  const conflicts: RouteConflict[] = [];
  owners.forEach((a, i) => {
    for (const b of owners.slice(i + 1)) {
      for (const pa of a.routes) {
        for (const pb of b.routes) {
          if (prefixesOverlap(pa, pb)) conflicts.push({ prefix: pa, otherPrefix: pb, owners: [a.name, b.name] });
        }
      }
    }
  });
  return conflicts;
}

/** Throws when two owners claim overlapping prefixes, so a bad registry is caught before it routes anyone. */
export function assertNoRouteConflicts(owners: readonly RouteOwner[]): void {
  const [first] = findRouteConflicts(owners);
  if (first) {
    throw new Error(`Route prefix ${first.prefix} (${first.owners[0]}) overlaps ${first.otherPrefix} (${first.owners[1]})`);
  }
}

/** The owner of a path: the one whose longest prefix matches it, or undefined. */
export function ownerOfPath<T extends RouteOwner>(path: string, owners: readonly T[]): T | undefined {
  let best: { owner: T; length: number } | undefined;
  for (const owner of owners) {
    for (const prefix of owner.routes) {
      if (prefixOwnsPath(prefix, path) && (!best || prefix.length > best.length)) {
        best = { owner, length: prefix.length };
      }
    }
  }
  return best?.owner;
}
