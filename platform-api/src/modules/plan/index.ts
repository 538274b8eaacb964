// What other modules may use of plan (they meet only through this file; eslint.config.mjs module boundaries).
// Only tables here: work's jobs name their phase, and the plan's data layer imports work, so nothing heavier may load.
// journal: the phase picker lists a client's projects and phases (ADR 0275 took over ADR 0223's tables).
// work: a job belongs to at most one phase (jobs.phase_id).
export { planPhases, planProjects } from './plan.tables.js';
