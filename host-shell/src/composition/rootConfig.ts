import type { Tenant } from '@work/shared-contracts';
import { loadRegistry } from '../registry/loadRegistry';
import { takePrefetchedRegistry } from '../registry/prefetchRegistry';
import type { ChosenEntry } from '../registry/rollouts';
import { applyOverrides, type EffectiveEntry, type Overrides } from '../registry/overrides';
import { activityFunction, remoteVisibleTo } from '../registry/activity';
import { loadRemoteApp, replaceRemote, setupFederation } from '../federation/runtime';
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

interface RegistryRead {
  chosen: ChosenEntry[];
  /** the tag /registry/events announces: an event for the registry already read is not a change */
  tag: string | null;
}

async function readRegistryWith(viewer: Viewer, fetchImpl: typeof fetch): Promise<RegistryRead> {
  let tag: string | null = null;
  const chosen = await loadRegistry(viewer, async (input, init) => {
    const response = await fetchImpl(input, init);
    tag = response.headers.get('etag');
    return response;
  });
  return { chosen, tag };
}

/**
 * The answer to the request the shell sent at boot (app/earlyRequests.ts), read once for the person it is read for: the
 * warm and the first composition share it.
 */
let bootRead: { personKey: string; read: Promise<RegistryRead> } | null = null;

function readBootRegistry(viewer: Viewer): Promise<RegistryRead> | undefined {
  if (bootRead?.personKey !== viewer.personKey) {
    const answer = takePrefetchedRegistry();
    bootRead = answer ? { personKey: viewer.personKey, read: readRegistryWith(viewer, () => answer) } : null;
  }
  return bootRead?.read;
}

/**
 * Starts loading the remote of the page being opened as soon as the person is known, beside the shell's first render
 * rather than after it (issue 15, ADR 0291): the registry from the request sent at boot, federation set up for the
 * remotes this person sees, and the app module of the one active here requested. startComposition then finds the
 * registry read, the remote registered and its module on the way. Nothing is warmed while remote overrides are in play
 * (stored or asked for by the link): those wait for the person's answer, and no override code runs before it.
 */
export function warmComposition(viewer: Viewer, overridesInPlay: boolean): void {
  const registry = overridesInPlay ? undefined : readBootRegistry(viewer);
  registry
    ?.then(({ chosen }) => {
      const entries = applyOverrides(chosen, {}).filter((e) => remoteVisibleTo(e, viewer.tenant, viewer.roles));
      setupFederation(entries);
      const here = { signedIn: true, tenant: viewer.tenant, roles: viewer.roles };
      for (const entry of entries) {
        if (entry.routes.length > 0 && activityFunction(entry, () => here)(window.location))
          void loadRemoteApp(entry).catch(() => undefined);
      }
    })
    // the composition reads the same answer and reports what fails
    .catch(() => undefined);
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

  // the first read takes the boot request's answer (read already if the page's remote was warmed); later ones fetch
  let boot = readBootRegistry(viewer);
  bootRead = null;
  const readRegistry = async () => {
    const read = boot ?? readRegistryWith(viewer, fetch);
    boot = undefined;
    const { chosen, tag } = await read;
    knownTag = tag;
    return chosen;
  };
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
