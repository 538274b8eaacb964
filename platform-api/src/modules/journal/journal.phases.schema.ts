import { and, asc, eq, gte, inArray, isNull, lte, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import { builder } from '../../kit/graphql/builder.js';
import { RULES, typeRule } from '../../kit/graphql/auth-rules.js';
import { forbidden, notFound } from '../../kit/errors.js';
import { parseInput } from '../../kit/validation.js';
import { operationRoles } from '../../kit/graphql/operations.js';
import { clientAccess, clients } from '../clients/clients.tables.js';
import { planPhases, planProjects } from '../plan/index.js';
import { requireStaff } from './journal.schema.js';

type ProjectRow = typeof planProjects.$inferSelect;
type PhaseRow = typeof planPhases.$inferSelect;
/** The picker's states (ADR 0223) over the plan's statuses (ADR 0275): inactive is the completed archive. */
const STATUS_OF_STATE = { active: 'active', inactive: 'completed' } as const;
const stateOf = (row: { status: string }) => (row.status === 'active' ? 'active' : 'inactive');

const PhaseRef = builder.objectRef<PhaseRow>('ClientPhase');
PhaseRef.implement({
  ...typeRule(RULES.signedIn),
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    state: t.string({ resolve: stateOf }),
    parentId: t.id({ nullable: true, resolve: (p) => p.parentId }),
    startDate: t.string({ resolve: (p) => p.startsAt }),
    endDate: t.string({ resolve: (p) => p.endsAt }),
  }),
});
const ProjectRef = builder.objectRef<ProjectRow & { phases: PhaseRow[] }>('ClientProject');
ProjectRef.implement({
  ...typeRule(RULES.signedIn),
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    state: t.string({ resolve: stateOf }),
    phases: t.field({ type: [PhaseRef], resolve: (p) => p.phases }),
  }),
});
const OrganisationPhasesRef = builder.objectRef<{
  clientId: number;
  clientName: string;
  projects: (ProjectRow & { phases: PhaseRow[] })[];
}>('ClientOrganisationPhases');
OrganisationPhasesRef.implement({
  ...typeRule(RULES.signedIn),
  fields: (t) => ({
    clientId: t.id({ resolve: (o) => o.clientId }),
    clientName: t.exposeString('clientName'),
    projects: t.field({ type: [ProjectRef], resolve: (o) => o.projects }),
  }),
});

const DateRangeInput = builder.inputType('PhaseDateRangeInput', {
  fields: (t) => ({ start: t.string({ required: true }), end: t.string({ required: true }) }),
});
const PhaseFilters = builder.inputType('ClientPhaseFilters', {
  fields: (t) => ({
    includeChildren: t.boolean({
      required: false,
      defaultValue: false,
      description: 'Also nested phases (default false: top-level phases only)',
    }),
    state: t.string({ required: false, defaultValue: 'active' }),
    dateRange: t.field({ type: DateRangeInput, required: false, description: 'Phases overlapping these days (YYYY-MM-DD)' }),
  }),
});

const Day = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'A date as YYYY-MM-DD'));
const FiltersSchema = v.object({
  clientId: v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,9}$/, 'Not a client id')),
  includeChildren: v.boolean(),
  state: v.picklist(['active', 'inactive'], 'state is active or inactive'),
  dateRange: v.nullable(
    v.pipe(
      v.object({ start: Day, end: Day }),
      v.forward(
        v.check((r) => r.start <= r.end, 'The range ends before it starts'),
        ['end'],
      ),
    ),
  ),
});

builder.queryFields((t) => ({
  clientPhasePicker: t.field({
    ...operationRoles('ALL_STAFF'),
    type: OrganisationPhasesRef,
    description:
      "A client's organisation phases for the phase picker: its projects with their phases, filtered by includeChildren (default false), state (default active) and dateRange; staff with access granted to the client",
    args: { clientId: t.arg.id({ required: true }), filters: t.arg({ type: PhaseFilters, required: false }) },
    resolve: async (_root, args, ctx) => {
      const viewer = requireStaff(ctx.auth);
      const input = parseInput(FiltersSchema, {
        clientId: String(args.clientId),
        includeChildren: args.filters?.includeChildren ?? false,
        state: args.filters?.state ?? 'active',
        dateRange: args.filters?.dateRange ?? null,
      });
      const clientId = Number(input.clientId);
      const [client] = await ctx.db.select().from(clients).where(eq(clients.id, clientId));
      if (!client) throw notFound('Client');
      const [access] = await ctx.db
        .select()
        .from(clientAccess)
        .where(and(eq(clientAccess.principalId, viewer.principalId), eq(clientAccess.clientId, clientId)));
      if (access?.access !== 'granted') throw forbidden('You no longer have access to this client');

      const projects = await ctx.db
        .select()
        .from(planProjects)
        .where(and(eq(planProjects.clientId, clientId), eq(planProjects.status, STATUS_OF_STATE[input.state])))
        .orderBy(asc(planProjects.name), asc(planProjects.id));
      const where: SQL[] = [eq(planPhases.status, STATUS_OF_STATE[input.state])];
      if (!input.includeChildren) where.push(isNull(planPhases.parentId));
      if (input.dateRange) where.push(lte(planPhases.startsAt, input.dateRange.end), gte(planPhases.endsAt, input.dateRange.start));
      const phases = projects.length
        ? await ctx.db
            .select()
            .from(planPhases)
            .where(
              and(
                inArray(
                  planPhases.projectId,
                  projects.map((p) => p.id),
                ),
                ...where,
              ),
            )
            .orderBy(asc(planPhases.startsAt), asc(planPhases.id))
        : [];
      return {
        clientId,
        clientName: client.name,
        projects: projects.map((p) => ({ ...p, phases: phases.filter((ph) => ph.projectId === p.id) })),
      };
    },
  }),
}));
