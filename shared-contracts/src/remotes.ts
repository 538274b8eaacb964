import * as v from 'valibot';
import type { Client } from 'urql';
import type { ThemeConfig } from 'antd';
import { TenantSchema } from './tenants';
import { ExtensionPointIdSchema, type ExtensionPointId, type ExtensionPointProps } from './extensions';
import type { EventBus } from './events';
import type { SessionSource } from './session';

const RoutePrefix = v.pipe(v.string(), v.regex(/^\/[a-z0-9-]+(\/[a-z0-9-]+)*$/, 'a path prefix such as /work or /academy/courses'));

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

export const RegistryEntrySchema = v.object({
  ...RemoteDescriptorSchema.entries,
  version: v.pipe(v.string(), v.minLength(1)),
  manifestUrl: v.pipe(v.string(), v.minLength(1)),
  /** SRI of mf-manifest.json; the shell fetches the manifest with it. */
  integrity: v.nullish(v.string()),
  /** SRI of the manifest's entry script; the shell loads remoteEntry.js with it. */
  entryIntegrity: v.nullish(v.string()),
  publishedAt: v.nullish(v.string()),
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
