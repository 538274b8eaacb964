import * as v from 'valibot';

/**
 * `remote.json` as docs/architecture.md defines it. Kept local until @work/shared-contracts exports its
 * `RemoteDescriptor` schema; the CLI prefers that one when it is there (see loadDescriptorSchema).
 */
export const TenantSchema = v.picklist(['network', 'control', 'client']);

export const LocalRemoteDescriptor = v.object({
  name: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]*$/, 'name must be kebab-case')),
  federationName: v.pipe(v.string(), v.regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'federationName must be an identifier')),
  routes: v.array(v.pipe(v.string(), v.startsWith('/', 'routes are path prefixes starting with /'))),
  tenants: v.array(TenantSchema),
  roles: v.array(v.string()),
  extensions: v.array(v.string()),
});

export type RemoteDescriptor = v.InferOutput<typeof LocalRemoteDescriptor>;

type AnySchema = v.GenericSchema<unknown, unknown>;

let cached: AnySchema | undefined;

/** The shared-contracts schema when it exists, else the local one. */
export async function loadDescriptorSchema(): Promise<AnySchema> {
  if (cached) return cached;
  try {
    const mod = (await import('@work/shared-contracts')) as Record<string, unknown>;
    const shared = mod.RemoteDescriptor ?? mod.RemoteDescriptorSchema;
    if (shared && typeof shared === 'object' && 'kind' in shared && (shared as { kind: unknown }).kind === 'schema') {
      cached = shared as AnySchema;
      return cached;
    }
  } catch {
    // shared-contracts not importable yet: fall back to the local schema
  }
  cached = LocalRemoteDescriptor as AnySchema;
  return cached;
}

export async function parseDescriptor(raw: unknown, source: string): Promise<RemoteDescriptor> {
  const schema = await loadDescriptorSchema();
  const result = v.safeParse(schema, raw);
  if (!result.success) {
    const issues = result.issues.map((i) => `${v.getDotPath(i) ?? '(root)'}: ${i.message}`).join('; ');
    throw new Error(`${source} is not a valid remote descriptor: ${issues}`);
  }
  // the shared schema may carry extra keys; keep the fields the registry needs
  const d = result.output as RemoteDescriptor;
  return {
    name: d.name,
    federationName: d.federationName,
    routes: [...d.routes],
    tenants: [...d.tenants],
    roles: [...d.roles],
    extensions: [...d.extensions],
  };
}
