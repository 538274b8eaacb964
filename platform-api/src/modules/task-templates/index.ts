// What other modules may use of task-templates (they meet only through this file; eslint.config.mjs module boundaries).
// Only tables, types and data functions: never the schema file (an import cycle through it crashes drizzle-kit).
// work: a task starts from an active template's task fields (the task form, ADR 0280).
export { templateForTask, type TemplateTaskFields } from './task-templates.data.js';
export { taskTemplates } from './task-templates.tables.js';
