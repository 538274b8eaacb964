import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/support/sign-in.js';
import { DEMO_PASSWORD, startIdentityHarness, type IdentityHarness } from './identity.harness.js';

let h: IdentityHarness;
beforeAll(async () => {
  h = await startIdentityHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('smoke', () => {
  it('signs in', async () => {
    const t = await signIn(h.baseUrl, 'croudie.active@example.com', DEMO_PASSWORD);
    const claims = await h.identity.verifyAccessToken(t.accessToken);
    console.log(claims, t.refreshToken.length, t.idToken.length);
    expect(claims.sub).toBe('croudie-network:croudies:1');
  });
});
