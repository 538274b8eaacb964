import type { Tenant } from '@work/shared-contracts';
import { loadRegistry } from '../registry/loadRegistry';
import { takePrefetchedRegistry } from '../registry/prefetchRegistry';
import { applyOverrides, type EffectiveEntry, type Overrides } from '../registry/overrides';
import { remoteVisibleTo } from '../registry/activity';
import { replaceRemote, setupFederation } from '../federation/runtime';
import { appOnScreen, composeRemotes, swapApp } from './compose';
import { changedRemotes, DirtyForms, swapMoment, type PendingSwap } from './hotSwap';
import type { CompositionContext } from './mountProps';

/*
 * The root config (single-spa's term): registry → overrides → who may see what → federation → single-spa, in a plain
 * module. The React shell starts it, renders what it reports and answers its questions; it never composes by itself.
 * It also keeps the composition current while the platform is open (safe-point hot swap, ADR 0247).
 */

export type CompositionState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | {
      status: 'ready';
      /** the remotes this person may use, each at the version running now */
      entries: EffectiveEntry[];
      /** new versions held back because a form of theirs had unsaved input, waiting for Reload now or Later */
      updateNotices: EffectiveEntry[];
    };

export interface Viewer {
  /** the person's principal id: which canary they are in (ADR 0246) */
  personKey: string;
  tenant: Tenant;
  roles: readonly string[];
}

export interface CompositionOptions {
  ctx: CompositionContext;
  viewer: Viewer;
  /** the remote overrides in force (read when the registry is read) */
  overrides: () => Overrides;
  /** settles first (e.g. a link's overrides being confirmed): nothing is composed before */
  before?: Promise<unknown>;
}

export const REGISTRY_EVENTS_URL = '/registry/events';

let state: CompositionState = { status: 'loading' };
const listeners = new Set<() => void>();
let context: CompositionContext | null = null;

function setState(next: CompositionState): void {
  state = next;
  listeners.forEach((l) => l());
}

/** The composition as the shell renders it (for useSyncExternalStore). */
export const composition = {
  get: (): CompositionState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The context the running composition was started with: extension slots build their mount props from it. */
export function compositionContext(): CompositionContext | null {
  return context;
}

const dirtyForms = new DirtyForms();
const pending = new Map<string, PendingSwap>();
const parcelsOnScreen = new Map<string, number>();

/** An extension slot holds its remote's parcel on screen until the returned release is called. */
export function holdParcel(name: string): () => void {
  parcelsOnScreen.set(name, (parcelsOnScreen.get(name) ?? 0) + 1);
  return () => parcelsOnScreen.set(name, Math.max(0, (parcelsOnScreen.get(name) ?? 1) - 1));
}

const onScreen = (name: string) => appOnScreen(name) || (parcelsOnScreen.get(name) ?? 0) > 0;

function readyEntries(): EffectiveEntry[] {
  return state.status === 'ready' ? state.entries : [];
}

function publishNotices(): void {
  if (state.status !== 'ready') return;
  const updateNotices = [...pending.values()].filter((p) => p.asked && !p.later).map((p) => p.next);
  setState({ ...state, updateNotices });
}

/** Carries out a swap: the runtime points at the new version, parcels remount from the new entry, apps re-register. */
async function swap(next: EffectiveEntry): Promise<void> {
  pending.delete(next.name);
  const entries = readyEntries().map((e) => (e.name === next.name ? next : e));
  replaceRemote(next, entries);
  if (state.status === 'ready') setState({ ...state, entries });
  publishNotices();
  await swapApp(next);
}

function consider(next: EffectiveEntry): void {
  const moment = swapMoment({ inUse: onScreen(next.name), dirty: dirtyForms.isDirty(next.name) });
  if (moment === 'now') {
    void swap(next);
    return;
  }
  pending.set(next.name, { next, asked: moment === 'ask', later: false });
  publishNotices();
}

/** Reload now: the person chose to take the new version at once (the journal's drafts come back from storage). */
export function acceptUpdate(name: string): void {
  const waiting = pending.get(name);
  if (waiting) void swap(waiting.next);
}

/** Later: the notice goes; the new version waits until the remote has nothing unsaved and the person moves on. */
export function postponeUpdate(name: string): void {
  const waiting = pending.get(name);
  if (!waiting) return;
  waiting.later = true;
  publishNotices();
}

/**
 * Starts composing for this viewer; returns a stop function (the shell calls it when the viewer or context changes,
 * and starts again).
 */
export function startComposition(options: CompositionOptions): () => void {
  const { ctx, viewer } = options;
  let stopped = false;
  let knownTag: string | null = null;
  const stops: Array<() => void> = [];
  context = ctx;
  pending.clear();
  if (state.status !== 'ready') setState({ status: 'loading' });

  const readRegistry = () =>
    loadRegistry(viewer, async (input, init) => {
      // the first read takes the request the shell started at boot (app/earlyRequests.ts)
      const response = await (takePrefetchedRegistry() ?? fetch(input, init));
      // the tag /registry/events announces: an event for the registry already loaded is not a change
      knownTag = response.headers.get('etag');
      return response;
    });
  // overrides are read when applied: only after `before` has settled (a link's overrides confirmed or refused)
  const visible = (entries: Awaited<ReturnType<typeof readRegistry>>): EffectiveEntry[] =>
    applyOverrides(entries, options.overrides()).filter((e) => remoteVisibleTo(e, viewer.tenant, viewer.roles));

  let refreshing: Promise<void> = Promise.resolve();
  const refresh = () =>
    (refreshing = refreshing.then(async () => {
      try {
        const next = visible(await readRegistry());
        if (!stopped) changedRemotes(readyEntries(), next).forEach(consider);
      } catch (e) {
        console.warn('[shell] the registry changed but could not be read again', e);
      }
    }));

  Promise.all([readRegistry(), options.before])
    .then(([registry]) => {
      if (stopped) return;
      const entries = visible(registry);
      setupFederation(entries);
      composeRemotes(entries, ctx);
      setState({ status: 'ready', entries, updateNotices: [] });
      if (typeof EventSource === 'function') {
        const source = new EventSource(REGISTRY_EVENTS_URL);
        source.addEventListener('registry', (event) => {
          const tag = (JSON.parse((event as MessageEvent<string>).data) as { tag: string | null }).tag;
          if (tag !== knownTag) void refresh();
        });
        stops.push(() => source.close());
      }
    })
    .catch((e: unknown) => !stopped && setState({ status: 'failed', message: String(e) }));

  // forms report unsaved input per remote; a held-back version of that remote now needs the person's answer
  stops.push(
    ctx.bus.subscribe('form:dirty', ({ form, dirty }, from) => {
      dirtyForms.report(from.remote, form, dirty);
      const waiting = pending.get(from.remote);
      if (waiting && dirty && !waiting.asked) {
        waiting.asked = true;
        publishNotices();
      }
    }),
  );

  // the safe point: a navigation, with nothing unsaved in the remote
  const onNavigation = () => {
    for (const waiting of [...pending.values()]) if (!dirtyForms.isDirty(waiting.next.name)) void swap(waiting.next);
  };
  window.addEventListener('single-spa:routing-event', onNavigation);
  stops.push(() => window.removeEventListener('single-spa:routing-event', onNavigation));

  return () => {
    stopped = true;
    stops.forEach((stop) => stop());
  };
}
