import type { EventBus, HostEventBus, Publisher } from '@work/shared-contracts';

// Replaced at build time by webpack's DefinePlugin (tooling/webpack-config); undefined in tests.
declare const process: { env: { BUILD_LABEL?: string } };

/** The host's own identity on the bus: what it publishes (notifications:count, confirm:answered) is reported as this. */
export const HOST_PUBLISHER: Publisher = { remote: 'host-shell', version: process.env.BUILD_LABEL ?? 'dev' };

const handles = new WeakMap<HostEventBus, Map<string, EventBus>>();

/**
 * The bus handle a remote gets in its mount props, bound to its name and the version the host loaded (the registry's,
 * or `override-…`): its publications, registrations and rejections are its own (ADR 0244). The one place such handles
 * are made, for page apps (compose.ts) and extension parcels (ExtensionSlot) alike; the same remote and version get the
 * same handle.
 */
export function remoteBus(bus: HostEventBus, entry: { name: string; version: string }): EventBus {
  let byRemote = handles.get(bus);
  if (!byRemote) handles.set(bus, (byRemote = new Map()));
  const key = `${entry.name}@${entry.version}`;
  let handle = byRemote.get(key);
  if (!handle) byRemote.set(key, (handle = bus.forPublisher({ remote: entry.name, version: entry.version })));
  return handle;
}
