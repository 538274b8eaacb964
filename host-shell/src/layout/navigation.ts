import type { TextKey } from '@work/shared-ui';
import type { RegistryEntry } from '@work/shared-contracts';

/** Route prefixes that get a navigation item, in menu order. Prefixes without a label (e.g. /employee) stay off the menu. */
export const NAV_LABELS: ReadonlyArray<[prefix: string, key: TextKey]> = [
  ['/dashboard', 'nav.dashboard'],
  ['/work', 'nav.work'],
  ['/plan', 'nav.plan'],
  ['/payments', 'nav.payments'],
  ['/academy', 'nav.academy'],
  ['/my-profile', 'nav.myProfile'],
  ['/settings', 'nav.settings'],
];

export function navigationItems(entries: readonly Pick<RegistryEntry, 'routes'>[]): Array<{ path: string; label: TextKey }> {
  const owned = new Set(entries.flatMap((e) => e.routes));
  return NAV_LABELS.filter(([prefix]) => owned.has(prefix)).map(([path, label]) => ({ path, label }));
}
