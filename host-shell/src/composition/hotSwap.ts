import type { EffectiveEntry } from '../registry/overrides';

/**
 * Safe-point hot swap (ADR 0247): what to do when the registry names a new version of a remote while the platform is
 * open. Pure decisions here; rootConfig.ts carries them out.
 */

/** The remotes whose version in `next` differs from the one running; remotes added or removed wait for a reload. */
export function changedRemotes(running: readonly EffectiveEntry[], next: readonly EffectiveEntry[]): EffectiveEntry[] {
  const versions = new Map(running.map((e) => [e.name, e.version]));
  return next.filter((e) => versions.has(e.name) && versions.get(e.name) !== e.version);
}

/**
 * When a new version may replace the running one: at once when nobody sees it, at the next navigation when it is on
 * screen with nothing unsaved, and only when the person says so while one of its forms holds unsaved input.
 */
export type SwapMoment = 'now' | 'next-navigation' | 'ask';

export function swapMoment(remote: { inUse: boolean; dirty: boolean }): SwapMoment {
  if (!remote.inUse) return 'now';
  return remote.dirty ? 'ask' : 'next-navigation';
}

/** A new version waiting for its moment. `asked`: the person has been told (it had unsaved input). */
export interface PendingSwap {
  next: EffectiveEntry;
  asked: boolean;
  /** the person chose Later: the notice goes away and the swap waits until the remote is clean and they move on */
  later: boolean;
}

/** Forms with unsaved input, per remote, as they report through the bus (`form:dirty`). */
export class DirtyForms {
  private readonly byRemote = new Map<string, Set<string>>();

  report(remote: string, form: string, dirty: boolean): void {
    const forms = this.byRemote.get(remote) ?? new Set<string>();
    if (dirty) forms.add(form);
    else forms.delete(form);
    if (forms.size > 0) this.byRemote.set(remote, forms);
    else this.byRemote.delete(remote);
  }

  isDirty(remote: string): boolean {
    return this.byRemote.has(remote);
  }
}
