import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { rememberVerifiedTokens } from './verified-tokens.js';

const key = new TextEncoder().encode('a key for this test only, 32 bytes or more');
const tokenExpiringAt = (exp: number, sub = 'croudie-network:croudies:1') =>
  new SignJWT({ sub }).setProtectedHeader({ alg: 'HS256' }).setExpirationTime(exp).sign(key);

/** A verifier that counts its calls and refuses tokens listed in `refused`. */
function countingVerifier(refused = new Set<string>()) {
  const calls: string[] = [];
  const verify = async (token: string) => {
    calls.push(token);
    if (refused.has(token)) throw new Error('refused');
    return { sub: 'croudie-network:croudies:1' };
  };
  return { calls, verify };
}

describe('rememberVerifiedTokens', () => {
  it('verifies a token once and answers from memory until it expires', async () => {
    let now = 1_000_000_000_000;
    const token = await tokenExpiringAt(now / 1000 + 60);
    const { calls, verify } = countingVerifier();
    const remembered = rememberVerifiedTokens(verify, { now: () => now });
    expect(await remembered(token)).toEqual({ sub: 'croudie-network:croudies:1' });
    expect(await remembered(token)).toEqual({ sub: 'croudie-network:croudies:1' });
    expect(calls).toHaveLength(1);
    now += 61_000; // past its expiry: verified again (and the real verifier refuses an expired token)
    await remembered(token);
    expect(calls).toHaveLength(2);
  });

  it('never remembers a refusal', async () => {
    const token = await tokenExpiringAt(Date.now() / 1000 + 60);
    const { calls, verify } = countingVerifier(new Set([token]));
    const remembered = rememberVerifiedTokens(verify);
    await expect(remembered(token)).rejects.toThrow('refused');
    await expect(remembered(token)).rejects.toThrow('refused');
    expect(calls).toHaveLength(2);
  });

  it('forgets the least recently used token past its limit', async () => {
    const exp = Date.now() / 1000 + 60;
    const [a, b, c] = await Promise.all([tokenExpiringAt(exp, 'a'), tokenExpiringAt(exp, 'b'), tokenExpiringAt(exp, 'c')]);
    const { calls, verify } = countingVerifier();
    const remembered = rememberVerifiedTokens(verify, { max: 2 });
    for (const token of [a, b, c, a]) await remembered(token);
    expect(calls).toEqual([a, b, c, a]);
  });
});
