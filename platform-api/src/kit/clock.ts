/** The one source of "now" for every date rule on the server. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * A clock that starts at `start` and runs on in real time from there (PLATFORM_NOW).
 * `realNow` is injectable so the running-on behaviour is testable.
 */
export function runningClockFrom(start: Date, realNow: () => number = Date.now): Clock {
  const offset = start.getTime() - realNow();
  return { now: () => new Date(realNow() + offset) };
}

/** A clock that runs on in real time and can be set or moved (tests, the dev clock). */
export interface ControllableClock extends Clock {
  set(instant: Date): void;
  advance(ms: number): void;
  /** Calls `listener` after every set or advance; answers how to stop. */
  onMove(listener: () => void): () => void;
}

export function controllableClock(start: Date, realNow: () => number = Date.now): ControllableClock {
  let offset = start.getTime() - realNow();
  const listeners = new Set<() => void>();
  const moved = () => listeners.forEach((listener) => listener());
  return {
    now: () => new Date(realNow() + offset),
    set: (instant) => {
      offset = instant.getTime() - realNow();
      moved();
    },
    advance: (ms) => {
      offset += ms;
      moved();
    },
    onMove: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A clock that stands still at `instant` until moved; for tests. */
export interface FixedClock extends Clock {
  set(instant: Date): void;
  advance(ms: number): void;
}

export function fixedClock(instant: Date): FixedClock {
  let current = instant.getTime();
  return {
    now: () => new Date(current),
    set: (next) => {
      current = next.getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}

export function clockFromConfig(config: { platformNow: Date | undefined; isProduction?: boolean }): Clock {
  // Outside production the clock can also be moved while running (POST /api/dev/clock, ADR 0222).
  if (config.isProduction === false) return controllableClock(config.platformNow ?? new Date());
  return config.platformNow ? runningClockFrom(config.platformNow) : systemClock;
}

/** A clock that can be moved while the platform runs (outside production). */
export function isControllable(clock: Clock): clock is ControllableClock {
  return typeof (clock as Partial<ControllableClock>).set === 'function';
}

export const DAY_MS = 24 * 60 * 60 * 1000;
export function daysBefore(clock: Clock, days: number): Date {
  return new Date(clock.now().getTime() - days * DAY_MS);
}
export function daysAfter(clock: Clock, days: number): Date {
  return new Date(clock.now().getTime() + days * DAY_MS);
}
