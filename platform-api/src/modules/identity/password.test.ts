import { describe, expect, it } from 'vitest';
import { ARGON2_OPTIONS, PASSWORD_MESSAGES, hashPassword, passwordRuleErrors, verifyDummyPassword, verifyPassword } from './password.js';

describe('password rule (staff-and-admin.md §5)', () => {
  it('accepts 12+ characters with lower, upper, digit and special', () => {
    expect(passwordRuleErrors('Demo-Password-2026!')).toEqual([]);
    expect(passwordRuleErrors('Abcdefghij1!')).toEqual([]);
  });
  it.each([
    ['Abcdefgh1!', PASSWORD_MESSAGES.minLength],
    ['ABCDEFGHIJ1!', PASSWORD_MESSAGES.lowercase],
    ['abcdefghij1!', PASSWORD_MESSAGES.uppercase],
    ['Abcdefghijk!', PASSWORD_MESSAGES.digit],
    ['Abcdefghijk1', PASSWORD_MESSAGES.special],
  ])('%s breaks exactly one rule: %s', (password, message) => {
    expect(passwordRuleErrors(password)).toEqual([message]);
  });
  it('lists every broken rule in order', () => {
    expect(passwordRuleErrors('')).toEqual([
      PASSWORD_MESSAGES.minLength,
      PASSWORD_MESSAGES.lowercase,
      PASSWORD_MESSAGES.uppercase,
      PASSWORD_MESSAGES.digit,
      PASSWORD_MESSAGES.special,
    ]);
  });
  it('allows at most 128 characters, with a clear message instead of silent truncation', () => {
    const max = `Aa1!${'x'.repeat(124)}`;
    expect([...max]).toHaveLength(128);
    expect(passwordRuleErrors(max)).toEqual([]);
    expect(passwordRuleErrors(`${max}y`)).toEqual(['Password must be at most 128 characters']);
    // Characters, not bytes: 128 emoji are 128 characters.
    expect(passwordRuleErrors(`Aa1!${'😀'.repeat(124)}`)).toEqual([]);
  });
  it('does not count a space as the special character', () => {
    expect(passwordRuleErrors('Abcdefghij 1')).toEqual([PASSWORD_MESSAGES.special]);
  });
});

describe('argon2id hashing', () => {
  it('uses argon2id with m = 19456 KiB, t = 2, p = 1 and verifies', async () => {
    expect(ARGON2_OPTIONS).toMatchObject({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
    const hash = await hashPassword('Demo-Password-2026!');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'Demo-Password-2026!')).toBe(true);
    expect(await verifyPassword(hash, 'Demo-Password-2026?')).toBe(false);
  });
  it('never hashes or matches a truncated copy of an over-long password', async () => {
    const long = `Aa1!${'x'.repeat(1100)}`;
    await expect(hashPassword(long)).rejects.toThrow('Password must be at most 128 characters');
    const hash = await hashPassword(long.slice(0, 128));
    expect(await verifyPassword(hash, long)).toBe(false);
  });
  it('never throws on a malformed stored hash', async () => {
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
  });
  it('the dummy check for unknown accounts costs a real verification', async () => {
    await verifyDummyPassword('warm-up');
    const hash = await hashPassword('Some-Password-1!');
    // CPU time, not wall time: argon2 runs on libuv's pool inside this process, and CPU time does not grow when a
    // busy CI core makes the wall clock stretch.
    const time = async (check: () => Promise<boolean>) => {
      const before = process.cpuUsage();
      expect(await check()).toBe(false);
      const used = process.cpuUsage(before);
      return used.user + used.system;
    };
    const real: number[] = [];
    const dummy: number[] = [];
    for (let i = 0; i < 5; i++) {
      real.push(await time(() => verifyPassword(hash, 'wrong')));
      dummy.push(await time(() => verifyDummyPassword('wrong')));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[2]!;
    expect(median(dummy)).toBeGreaterThan(median(real) * 0.4);
  });
});
