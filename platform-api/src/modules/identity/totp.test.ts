import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { matchTotpStep, totpCode } from './totp.js';

const SECRET = 'JBSWY3DPEHPK3PXP';
const NOW = Date.UTC(2026, 0, 15, 12, 0, 10); // 10 s into a step
const STEP = Math.floor(NOW / 30_000);

describe('TOTP (RFC 6238, 6 digits, ±1 step)', () => {
  it('matches the RFC 6238 reference value for this secret', () => {
    // Independent check: HOTP(secret, counter) per RFC 4226 with node:crypto.
    const key = Buffer.from([0x48, 0x65, 0x6c, 0x6c, 0x6f, 0x21, 0xde, 0xad, 0xbe, 0xef]); // base32 JBSWY3DPEHPK3PXP
    const counter = Buffer.alloc(8);
    counter.writeBigUInt64BE(BigInt(STEP));
    const mac = createHmac('sha1', key).update(counter).digest();
    const offset = mac[mac.length - 1]! & 0x0f;
    const bin = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
    expect(totpCode(SECRET, NOW)).toBe(String(bin).padStart(6, '0'));
  });
  it('accepts the current, previous and next step and says which step matched', () => {
    expect(matchTotpStep(SECRET, totpCode(SECRET, NOW), NOW)).toBe(STEP);
    expect(matchTotpStep(SECRET, totpCode(SECRET, NOW - 30_000), NOW)).toBe(STEP - 1);
    expect(matchTotpStep(SECRET, totpCode(SECRET, NOW + 30_000), NOW)).toBe(STEP + 1);
  });
  it('refuses codes two steps away', () => {
    expect(matchTotpStep(SECRET, totpCode(SECRET, NOW - 60_000), NOW)).toBeNull();
    expect(matchTotpStep(SECRET, totpCode(SECRET, NOW + 60_000), NOW)).toBeNull();
  });
  it('refuses anything that is not 6 digits', () => {
    const code = totpCode(SECRET, NOW);
    expect(matchTotpStep(SECRET, `${code}0`, NOW)).toBeNull();
    expect(matchTotpStep(SECRET, code.slice(1), NOW)).toBeNull();
    expect(matchTotpStep(SECRET, 'abcdef', NOW)).toBeNull();
  });
});
