import {
  addErrorHandler,
  getAppNames,
  getAppStatus,
  MOUNTED,
  navigateToUrl,
  registerApplication,
  start,
  triggerAppChange,
  unregisterApplication,
  type LifeCycles,
} from 'single-spa';
import type { ThemeConfig } from 'antd';
import type { Client } from 'urql';
import type { HostEventBus, MountProps, Tenant } from '@work/shared-contracts';
import { activityFunction } from '../registry/activity';
import type { EffectiveEntry } from '../registry/overrides';
import { loadRemoteApp, onRemoteLoadFailure, reRegisterRemote } from '../federation/runtime';
import { remoteFailures } from './remoteStatus';
import { sessionSource, shellSession } from '../session/store';
import { apiFetch } from '../graphql/apiFetch';
import { remoteBus } from './remoteBus';

export interface CompositionContext {
  client: Client;
  bus: HostEventBus;
  theme: ThemeConfig;
  tenant: Tenant;
}

export function containerId(name: string): string {
  return `remote-outlet-${name}`;
}

function mountProps(name: string, ctx: CompositionContext): MountProps {
  const s = shellSession.get();
  let domElement = document.getElementById(containerId(name));
  if (!domElement) {
    // The outlet renders every container; this only guards against a mount racing the first render.
    domElement = document.createElement('div');
    domElement.id = containerId(name);
    document.getElementById('remote-outlet')?.appendChild(domElement);
  }
  return {
    session: sessionSource,
    client: ctx.client,
    apiFetch,
    // A handle bound to this remote and the version loaded: its events are reported as its own (ADR 0244).
    bus: remoteBus(ctx.bus, { name, version: entriesByName.get(name)?.version ?? 'unknown' }),
    navigate: (to, options) => (options?.replace ? window.history.replaceState(null, '', to) : navigateToUrl(to)),
    featureFlags: s.status === 'signed-in' ? s.featureFlags : [],
    theme: ctx.theme,
    basename: '/',
    domElement,
  };
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
    customProps: (name) => mountProps(name, ctx) as never,
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
        if (getAppNames().includes(name) && getAppStatus(name) === MOUNTED) remoteFailures.set(name, null);
      }
    });
    started = true;
    start({ urlRerouteOnly: true });
  }
}

/** Retry: forget the failed copy (module and registration) and load it again from the network. */
export async function retryRemote(name: string): Promise<void> {
  const entry = entriesByName.get(name);
  if (!entry || !context) return;
  remoteFailures.set(name, null);
  reRegisterRemote(entry);
  if (getAppNames().includes(name)) await unregisterApplication(name).catch(() => undefined);
  register(entry, context);
  await triggerAppChange();
}
