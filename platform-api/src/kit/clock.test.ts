import { describe, expect, it } from 'vitest';
import { clockFromConfig, controllableClock, daysBefore, fixedClock, runningClockFrom } from './clock.js';
import { loadConfig } from './config.js';

describe('clock', () => {
  it('starts at PLATFORM_NOW and runs on from there', () => {
    let real = 1_000_000;
    const clock = runningClockFrom(new Date('2026-01-05T12:00:00Z'), () => real);
    expect(clock.now().toISOString()).toBe('2026-01-05T12:00:00.000Z');
    real += 90_000;
    expect(clock.now().toISOString()).toBe('2026-01-05T12:01:30.000Z');
  });

  it('reads PLATFORM_NOW from the environment outside production only', () => {
    const dev = clockFromConfig(loadConfig({ PLATFORM_NOW: '2025-06-01T00:00:00Z' }));
    expect(Math.abs(dev.now().getTime() - Date.parse('2025-06-01T00:00:00Z'))).toBeLessThan(5_000);
    const prod = clockFromConfig(loadConfig({ PLATFORM_NOW: '2025-06-01T00:00:00Z', NODE_ENV: 'production' }));
    expect(Math.abs(prod.now().getTime() - Date.now())).toBeLessThan(5_000);
  });

  it('refuses a PLATFORM_NOW that is not an instant', () => {
    expect(() => loadConfig({ PLATFORM_NOW: 'next tuesday' })).toThrow('PLATFORM_NOW must be an ISO-8601 instant');
  });

  it('lets tests fix, set and advance the clock', () => {
    const fixed = fixedClock(new Date('2026-01-01T00:00:00Z'));
    fixed.advance(1000);
    expect(fixed.now().toISOString()).toBe('2026-01-01T00:00:01.000Z');
    let real = 0;
    const moving = controllableClock(new Date('2026-01-01T00:00:00Z'), () => real);
    moving.set(new Date('2027-01-01T00:00:00Z'));
    real += 5;
    expect(moving.now().toISOString()).toBe('2027-01-01T00:00:00.005Z');
    expect(daysBefore(fixed, 10).toISOString()).toBe('2025-12-22T00:00:01.000Z');
  });

  it('tells its listeners when it is set or advanced (the runners pass at once after a dev clock move), until they stop', () => {
    const moving = controllableClock(new Date('2026-01-01T00:00:00Z'));
    const seen: string[] = [];
    const stop = moving.onMove(() => seen.push(moving.now().toISOString().slice(0, 10)));
    moving.set(new Date('2026-02-01T00:00:00Z'));
    moving.advance(24 * 60 * 60 * 1000);
    stop();
    moving.advance(24 * 60 * 60 * 1000);
    expect(seen).toEqual(['2026-02-01', '2026-02-02']);
  });
});

describe('config', () => {
  it('defaults API_PORT to 4000, the data folder to .data at the repository root and the public URL to :8080', () => {
    const config = loadConfig({});
    expect(config.apiPort).toBe(4000);
    expect(config.dataDir).toMatch(/\/\.data$/);
    expect(config.dataDir).not.toMatch(/platform-api\/\.data$/);
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_PORT: '9090' }).publicUrl).toBe('http://localhost:9090');
  });

  it('explains bad values', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow('DATABASE_URL must be a postgres:// URL');
  });
});
