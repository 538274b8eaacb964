// The supervisor now lives in tooling/platform-cli/src/supervisor.mjs (ADR 0240), tested there. This re-export (and
// supervisor.d.mts) stays while deploy/src/supervisor.test.ts still imports it from here.
export { createSupervisor, DEFAULT_BACKOFF } from '../tooling/platform-cli/src/supervisor.mjs';
