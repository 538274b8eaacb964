export const PRINCIPAL_KINDS = {
  USER: 'user-service:users',
  CROUDIE: 'croudie-network:croudies',
  CLIENT_USER: 'client-portal:client-users',
} as const;
export type PrincipalKind = keyof typeof PRINCIPAL_KINDS;

export function principalId(kind: PrincipalKind, id: string | number): string {
  return `${PRINCIPAL_KINDS[kind]}:${id}`;
}

export function parsePrincipalId(principal: string): { kind: PrincipalKind; id: string } | null {
  for (const [kind, prefix] of Object.entries(PRINCIPAL_KINDS) as [PrincipalKind, string][]) {
    if (principal.startsWith(`${prefix}:`)) {
      const id = principal.slice(prefix.length + 1);
      return id ? { kind, id } : null;
    }
  }
  return null;
}
