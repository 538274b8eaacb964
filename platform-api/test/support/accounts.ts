// Signed-in access tokens for the demo accounts, through the real code + PKCE flow (sign-in.ts, identity module).
import { DEMO_PASSWORD } from '../../src/seed/demo-accounts.js';
import { signIn } from './sign-in.js';

const HOST = { network: 'network.localhost:8080', control: 'control.localhost:8080', client: 'client.localhost:8080' } as const;

export async function tokenFor(baseUrl: string, email: string): Promise<string> {
  const host = /^(staff|hr|finance|academy)\./.test(email) ? HOST.control : email.startsWith('client.') ? HOST.client : HOST.network;
  const { accessToken } = await signIn(baseUrl, email, DEMO_PASSWORD, { host });
  return accessToken;
}

/** Principal ids the demo seed gives (demo people are inserted first). */
export const DEMO_PRINCIPALS = {
  staffAdmin: 'user-service:users:1',
  staffMember: 'user-service:users:2',
  hrUser: 'user-service:users:3',
  financeUser: 'user-service:users:4',
  academyUser: 'user-service:users:5',
  croudieActive: 'croudie-network:croudies:1',
  croudieLimited: 'croudie-network:croudies:2',
  croudiePending: 'croudie-network:croudies:3',
  croudieInactive: 'croudie-network:croudies:4',
  croudieUs: 'croudie-network:croudies:5',
  clientUser: 'client-portal:client-users:1',
} as const;
