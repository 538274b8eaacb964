// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { memoryStorage, usableStorage } from './browserStorage';

describe('usableStorage', () => {
  it('uses the browser storage when it works', () => {
    expect(usableStorage(() => window.sessionStorage)).toBe(window.sessionStorage);
  });
  it('falls back to memory when the browser denies storage (a framed document)', () => {
    const storage = usableStorage(() => {
      throw new DOMException(
        "Failed to read the 'sessionStorage' property from 'Window': Access is denied for this document.",
        'SecurityError',
      );
    });
    storage.setItem('auth:tokens', '{}');
    expect(storage.getItem('auth:tokens')).toBe('{}');
    expect(storage.length).toBe(1);
    storage.removeItem('auth:tokens');
    expect(storage.getItem('auth:tokens')).toBeNull();
  });
});

describe('memoryStorage', () => {
  it('behaves like Storage: keys, length, clear', () => {
    const s = memoryStorage();
    s.setItem('a', '1');
    s.setItem('b', '2');
    expect(s.key(1)).toBe('b');
    s.clear();
    expect(s.length).toBe(0);
  });
});
