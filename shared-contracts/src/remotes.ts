import * as v from 'valibot';
import type { Client } from 'urql';
import type { ThemeConfig } from 'antd';
import { TenantSchema } from './tenants';
import { ExtensionPointIdSchema, type ExtensionPointId, type ExtensionPointProps } from './extensions';
import type { EventBus } from './events';
import type { SessionSource } from './session';
import type { BrowserState } from './browser-state';
import { RolloutRuleSchema, type RemoteRelease } from './rollouts';

const RoutePrefix = v.pipe(
  v.string(),
  v.regex(/^\/[a-z0-9-]+(\/[a-z0-9-]+)*$/, 'a path prefix such as /work or /academy/courses'),
  // the shell reads a first segment like /fr or /pt-br as a language prefix (only /en exists; others are a 404), so a
  // remote can never own one: /hr would be Croatian
  v.check(
    (prefix) => !/^\/[a-z]{2}(-[a-z]{2})?(\/|$)/.test(prefix),
    'a path prefix whose first segment is not two letters (the shell reads /xx as a language)',
  ),
);

/** remote.json at the root of every remote package (docs/architecture.md § Remotes). */
export const RemoteDescriptorSchema = v.object({
  name: v.pipe(v.string(), v.regex(/^mfe-[a-z0-9-]+$/, 'a package folder name such as mfe-work')),
  federationName: v.pipe(v.string(), v.regex(/^[a-z_][a-z0-9_]*$/, 'a JavaScript identifier such as mfe_work')),
  routes: v.array(RoutePrefix),
  tenants: v.pipe(v.array(TenantSchema), v.minLength(1)),
  roles: v.array(v.pipe(v.string(), v.minLength(1))),
  extensions: v.array(ExtensionPointIdSchema),
});
export type RemoteDescriptor = v.InferOutput<typeof RemoteDescriptorSchema>;

/** One published build of a remote: its remote.json at that build and where (and with which hashes) to load it. */
export const RemoteVersionSchema = v.object({
  ...RemoteDescriptorSchema.entries,
  version: v.pipe(v.string(), v.minLength(1)),
  manifestUrl: v.pipe(v.string(), v.minLength(1)),
  /** SRI of mf-manifest.json; the shell fetches the manifest with it. */
  integrity: v.nullish(v.string()),
  /** SRI of the manifest's entry script; the shell loads remoteEntry.js with it. */
  entryIntegrity: v.nullish(v.string()),
  publishedAt: v.nullish(v.string()),
});
export type RemoteVersion = v.InferOutput<typeof RemoteVersionSchema>;

/** A version served next to the current one to some people (ADR 0246). */
export const RolloutSchema = v.object({ ...RemoteVersionSchema.entries, rule: RolloutRuleSchema });
export type Rollout = v.InferOutput<typeof RolloutSchema>;

/** A remote in the registry: its current version, and the rollouts next to it (absent in registries before ADR 0246). */
export const RegistryEntrySchema = v.object({
  ...RemoteVersionSchema.entries,
  rollouts: v.optional(v.array(RolloutSchema)),
});
export type RegistryEntry = v.InferOutput<typeof RegistryEntrySchema>;

export const RegistrySchema = v.object({ remotes: v.array(RegistryEntrySchema) });
export type Registry = v.InferOutput<typeof RegistrySchema>;

export function parseRemoteDescriptor(input: unknown): RemoteDescriptor {
  return v.parse(RemoteDescriptorSchema, input);
}

export function safeParseRegistry(input: unknown) {
  return v.safeParse(RegistrySchema, input);
}

/** What the host hands every remote (and every extension parcel) when it mounts. */
export interface MountProps {
  /** The signed-in session; subscribe for changes (roles updated, impersonation). */
  session: SessionSource;
  /** The host's urql client: one cache, one websocket, the auth headers already attached. */
  client: Client;
  /**
   * REST calls to the platform API (`/api/…` paths only) with the host's auth, impersonation and session headers, and a
   * token refresh when needed: uploads, downloads and the REST calls the specs name.
   */
  apiFetch: (path: string, init?: RequestInit) => Promise<Response>;
  bus: EventBus;
  /** Plain URL navigation across remotes (single-spa picks the owner). */
  navigate: (to: string, options?: { replace?: boolean }) => void;
  featureFlags: readonly string[];
  theme: ThemeConfig;
  /** The router basename (today always "/": routes in remote.json are absolute prefixes). */
  basename: string;
  /** Where to render. */
  domElement: HTMLElement;
  /** The registry version the host chose for this person and why (current, canary, tenant pin, override; ADR 0246). */
  release?: RemoteRelease;
  /**
   * What is kept in the browser (favourites, drafts, journal options, toasts…): ONE jotai store and its atoms, created
   * by the host and shared by every remote, so a change in one shows in all (ADR 0259). Absent from hosts older than
   * that ADR: read it through `useBrowserState()` from `@work/shared-ui/browser-state`, which falls back to atoms of the
   * remote's own.
   */
  state?: BrowserState;
}

/** single-spa lifecycles, typed by the props the host passes. */
export interface Lifecycles<P> {
  bootstrap: (props: P) => Promise<unknown>;
  mount: (props: P) => Promise<unknown>;
  unmount: (props: P) => Promise<unknown>;
  update?: (props: P) => Promise<unknown>;
}

/** The `./app` expose of every remote. */
export type RemoteAppModule = Lifecycles<MountProps>;

export type ExtensionParcel<K extends ExtensionPointId> = Lifecycles<MountProps & ExtensionPointProps[K]>;

/** The `./extensions` expose: a parcel config per extension point the remote fills. */
export interface RemoteExtensionsModule {
  extensions: { [K in ExtensionPointId]?: ExtensionParcel<K> };
}
