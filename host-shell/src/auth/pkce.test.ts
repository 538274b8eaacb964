import { describe, expect, it } from 'vitest';
import { base64UrlEncode, codeChallengeS256, createCodeVerifier } from './pkce';

describe('PKCE', () => {
  it('matches the RFC 7636 appendix B example', async () => {
    expect(await codeChallengeS256('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });
  it('creates 43-character url-safe verifiers', () => {
    const verifier = createCodeVerifier();
    expect(verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(createCodeVerifier()).not.toBe(verifier);
  });
  it('base64url has no padding or unsafe characters', () => {
    expect(base64UrlEncode(new Uint8Array([251, 255, 254]))).toBe('-__-');
  });
});
