import {
  addErrorHandler,
  getAppNames,
  getAppStatus,
  MOUNTED,
  registerApplication,
  setBootstrapMaxTime,
  setMountMaxTime,
  start,
  triggerAppChange,
  unregisterApplication,
  type LifeCycles,
} from 'single-spa';
import type { MountProps } from '@work/shared-contracts';
import { activityFunction } from '../registry/activity';
import type { EffectiveEntry } from '../registry/overrides';
import { loadRemoteApp, onRemoteLoadFailure, reRegisterRemote } from '../federation/runtime';
import { remoteFailures } from './remoteStatus';
import { shellSession } from '../session/store';
import { mountPropsFor, type CompositionContext } from './mountProps';

export type { CompositionContext } from './mountProps';

/**
 * How long a remote's bootstrap and mount may take before single-spa reports it as an error in the console. A page
 * remote's first mount renders its page, whose code may still be on its way on a slow phone or network; single-spa's
 * default (3 s) called that an error on a busy 2-core machine. Past 10 s something is wrong; single-spa warns at 5 s.
 * Nothing is cut off either way (dieOnTimeout false): the page shows its loading state until the remote is there.
 */
export const LIFECYCLE_MAX_MS = 10_000;
const LIFECYCLE_WARNING_MS = 5_000;

export function applyLifecycleTimeouts(): void {
  setBootstrapMaxTime(LIFECYCLE_MAX_MS, false, LIFECYCLE_WARNING_MS);
  setMountMaxTime(LIFECYCLE_MAX_MS, false, LIFECYCLE_WARNING_MS);
}

export function containerId(name: string): string {
  return `remote-outlet-${name}`;
}

function appMountProps(name: string, ctx: CompositionContext): MountProps {
  let domElement = document.getElementById(containerId(name));
  if (!domElement) {
    // The outlet renders every container; this only guards against a mount racing the first render.
    domElement = document.createElement('div');
    domElement.id = containerId(name);
    document.getElementById('remote-outlet')?.appendChild(domElement);
  }
  const entry = entriesByName.get(name) ?? { name, version: 'unknown', track: { kind: 'current' } as const };
  return { ...mountPropsFor(entry, ctx), domElement };
}

function register(entry: EffectiveEntry, ctx: CompositionContext) {
  registerApplication({
    name: entry.name,
    app: () => loadRemoteApp(entry) as unknown as Promise<LifeCycles>,
    activeWhen: activityFunction(entry, () => {
      const s = shellSession.get();
      return s.status === 'signed-in'
        ? { signedIn: true, tenant: ctx.tenant, roles: s.session.roles }
        : { signedIn: false, tenant: ctx.tenant, roles: [] };
    }),
    customProps: (name) => appMountProps(name, ctx) as never,
  });
}

let entriesByName = new Map<string, EffectiveEntry>();
let context: CompositionContext | null = null;
let started = false;

/** Registers every remote that owns page routes with single-spa. Remotes without routes only fill extension points. */
export function composeRemotes(entries: readonly EffectiveEntry[], ctx: CompositionContext): void {
  context = ctx;
  entriesByName = new Map(entries.map((e) => [e.name, e]));
  for (const entry of entries) {
    if (entry.routes.length === 0 || getAppNames().includes(entry.name)) continue;
    register(entry, ctx);
  }
  addErrorHandler((error) => {
    // single-spa reports LOAD_ERROR (source failed) and SKIP_BECAUSE_BROKEN (a lifecycle threw) here.
    const name = (error as { appOrParcelName?: string }).appOrParcelName ?? 'unknown';
    console.error(`[shell] remote ${name} failed`, error);
    if (entriesByName.has(name)) remoteFailures.set(name, { message: error.message });
  });
  onRemoteLoadFailure(({ remote, error }) => {
    const entry = [...entriesByName.values()].find((e) => e.federationName === remote);
    if (entry) remoteFailures.set(entry.name, { message: error instanceof Error ? error.message : String(error) });
  });
  if (!started) {
    // single-spa retries a LOAD_ERROR app on a later navigation; once it mounts, its fallback must go.
    window.addEventListener('single-spa:app-change', () => {
      for (const name of Object.keys(remoteFailures.get())) {
        if (appOnScreen(name)) remoteFailures.set(name, null);
      }
    });
    started = true;
    applyLifecycleTimeouts();
    start({ urlRerouteOnly: true });
  }
}

/** Registers a page app again from `entry` (its running copy unmounted and forgotten) and lets single-spa mount it. */
async function registerAgain(entry: EffectiveEntry): Promise<void> {
  if (!context) return;
  remoteFailures.set(entry.name, null);
  if (getAppNames().includes(entry.name)) await unregisterApplication(entry.name).catch(() => undefined);
  register(entry, context);
  await triggerAppChange();
}

/** Retry: forget the failed copy (module and registration) and load it again from the network. */
export async function retryRemote(name: string): Promise<void> {
  const entry = entriesByName.get(name);
  if (!entry || !context) return;
  reRegisterRemote(entry);
  await registerAgain(entry);
}

/** Whether single-spa has the remote's page app on screen now. */
export function appOnScreen(name: string): boolean {
  return getAppNames().includes(name) && getAppStatus(name) === MOUNTED;
}

/**
 * Replaces a page app with another version of it (hot swap, ADR 0247), mounted straight away when its route is active.
 * The federation runtime must already point at the new manifest (runtime.ts `replaceRemote`).
 */
export async function swapApp(next: EffectiveEntry): Promise<void> {
  entriesByName.set(next.name, next);
  if (next.routes.length > 0) await registerAgain(next);
}
