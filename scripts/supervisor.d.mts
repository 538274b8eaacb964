// Types for supervisor.mjs (plain Node ESM so the root scripts run before anything is installed).
import type { ChildProcess, SpawnOptions } from 'node:child_process';

export interface Backoff {
  initialMs: number;
  maxMs: number;
  resetAfterMs: number;
}
export declare const DEFAULT_BACKOFF: Backoff;

export interface SupervisedUnit {
  readonly name: string;
  readonly child: ChildProcess | null;
}

export interface Supervisor {
  start(name: string, cmd: string, args: readonly string[], opts?: SpawnOptions, policy?: { restart?: boolean }): SupervisedUnit;
  shutdown(code: number): void;
  handleSignals(target?: NodeJS.EventEmitter): void;
  readonly stopping: boolean;
}

export declare function createSupervisor(options?: {
  cwd?: string;
  fail?: (line: string) => void;
  exit?: (code: number) => void;
  backoff?: Backoff;
}): Supervisor;
