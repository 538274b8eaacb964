import { prefixOwnsPath } from '@work/shared-contracts';
import { t } from '../text';
import type { EffectiveEntry } from '../registry/overrides';
import { NAV_ENTRIES } from './navigation';

/**
 * What a person calls the part of the platform a remote provides, in the shell's words: its menu entry for a page
 * remote, the panel's title for one that fills a shell slot; else its name (a remote newer than this shell).
 */
export function areaLabel(entry: Pick<EffectiveEntry, 'name' | 'routes' | 'extensions'>): string {
  const nav = NAV_ENTRIES.find((item) => entry.routes.some((route) => prefixOwnsPath(route, item.path)));
  if (nav) return t(nav.label);
  if (entry.extensions.includes('journal-side-panel')) return t('shell.toolbar.journal');
  if (entry.extensions.includes('task-credit-side-panel')) return t('shell.taskCredit.title');
  return entry.name;
}
