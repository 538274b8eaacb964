/** The plan's forms: one drawer for a project, phase, key date, job or internal task (helper A opens it from the plan). */
export type { PlanFormTarget } from './PlanFormDrawer';
export { PlanFormDrawer } from './PlanFormDrawer';
