import { index, integer, pgTable, serial, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { clients } from '../clients/clients.tables.js';

/**
 * A client organisation's projects and their phases (shell-and-freelancer.md §7 clientPhasePicker). Phases nest
 * (parentId); dates are YYYY-MM-DD days. The plan area may take these tables over when it lands (ADR 0223).
 */
export const clientProjects = pgTable(
  'client_projects',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    name: text('name').notNull(),
    state: text('state', { enum: ['active', 'inactive'] }).notNull(),
  },
  (t) => [index('client_projects_client_idx').on(t.clientId)],
);

export const clientPhases = pgTable(
  'client_phases',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => clientProjects.id),
    parentId: integer('parent_id').references((): AnyPgColumn => clientPhases.id),
    name: text('name').notNull(),
    state: text('state', { enum: ['active', 'inactive'] }).notNull(),
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
  },
  (t) => [index('client_phases_project_idx').on(t.projectId)],
);
