import type { Tenant } from './tenants';

export type PrincipalKindName = 'USER' | 'CROUDIE' | 'CLIENT_USER';

/** The `me` query's shape (docs/architecture.md § GraphQL conventions). */
export interface Me {
  id: string;
  principalId: string;
  kind: PrincipalKindName;
  tenant: Tenant;
  firstName: string;
  lastName: string;
  entityId: string | null;
  avatar: string | null;
  roles: string[];
  timezone: string;
  status: string;
}

export interface Impersonation {
  principalId: string;
  firstName: string;
  lastName: string;
}

export interface Session {
  me: Me;
  roles: readonly string[];
  tenant: Tenant;
  impersonation: Impersonation | null;
}

/** Read the current session and hear about changes (use with React's useSyncExternalStore). */
export interface SessionSource {
  getSnapshot(): Session;
  subscribe(onChange: () => void): () => void;
}
