import type { ThemeConfig } from 'antd';
import type { Client } from 'urql';
import type { HostEventBus, MountProps, Tenant } from '@work/shared-contracts';
import { shellNavigate } from '../app/location';
import { browserState } from '../app/browserState';
import { apiFetch } from '../graphql/apiFetch';
import { sessionSource, shellSession } from '../session/store';
import type { EffectiveEntry } from '../registry/overrides';
import { remoteBus } from './remoteBus';

/** What the root config composes with: the host's one client, bus, theme and the tenant it serves. */
export interface CompositionContext {
  client: Client;
  bus: HostEventBus;
  theme: ThemeConfig;
  tenant: Tenant;
}

/**
 * The props every remote gets from the host, page app and extension parcel alike: the one place they are built. The
 * caller adds where to render (and, for a parcel, its extension point's own props).
 */
export function mountPropsFor(
  entry: Pick<EffectiveEntry, 'name' | 'version' | 'track'>,
  ctx: CompositionContext,
): Omit<MountProps, 'domElement'> {
  const s = shellSession.get();
  return {
    session: sessionSource,
    client: ctx.client,
    apiFetch,
    // bound to this remote and the version loaded: its events are reported as its own (ADR 0244)
    bus: remoteBus(ctx.bus, entry),
    // a replace only corrects the address (a remote's own URL state): no routing event, as single-spa's own
    navigate: (to, options) => (options?.replace ? window.history.replaceState(null, '', to) : shellNavigate(to)),
    featureFlags: s.status === 'signed-in' ? s.featureFlags : [],
    theme: ctx.theme,
    basename: '/',
    // the version this person got and why, for the remote's version marker (ADR 0246)
    release: { version: entry.version, track: entry.track },
    // the page's one browser state: every remote reads and changes the same atoms (ADR 0259)
    state: browserState,
  };
}
