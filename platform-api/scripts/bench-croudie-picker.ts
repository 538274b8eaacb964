// The croudie picker's benchmark (issue 21, ADR 0282): 10,000 croudies in a fresh database, the picker query through
// the real GraphQL schema 50 times with varied filters after a warm-up, and its p50 / p95 / max.
//
//   npx tsx scripts/bench-croudie-picker.ts              embedded PGlite in a temporary folder
//   DATABASE_URL=postgres://… npx tsx scripts/…          PostgreSQL, in a schema of its own (dropped afterwards)
//   … --explain                                          also prints the ranking statement's plan for one query
//
// The data is made with set-based SQL (generate_series) and a hash for its "random" choices, so every run and both
// databases get the same rows. It is not the demo seed: it is sized like a real network.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { execute, parse } from 'graphql';
import pg from 'pg';
import { fixedClock } from '../src/kit/clock.js';
import type { GraphQLContext } from '../src/kit/graphql/builder.js';
import { openDatabase, type DatabaseHandle } from '../src/kit/db/index.js';
import { createLogger } from '../src/kit/logger.js';
import { toPage } from '../src/kit/graphql/pagination.js';
import { rankingStatement } from '../src/modules/croudie-picker/croudie-picker.data.js';
import { createPeopleLoaders } from '../src/modules/people/people.data.js';
import { buildSchema } from '../src/schema/index.js';

const CROUDIES = 10_000;
const CLIENTS = 60;
const QUALIFICATIONS = 30;
const VERTICALS = 20;
const COMPLETED_TASKS_PER_CROUDIE = 6;
const WARM_UP = 5;
const RUNS = 50;
const NOW = new Date('2026-03-16T09:00:00Z');
const COUNTRIES = ['GB', 'US', 'FR', 'DE', 'ES', 'IT', 'NL', 'PL', 'PT', 'IE', 'SE', 'IN', 'BR', 'CA', 'AU'];
const LANGUAGES = ['en', 'fr', 'de', 'es', 'it', 'nl', 'pl', 'pt', 'sv', 'hi', 'ja', 'zh'];
const FIRST = ['Alex', 'Sam', 'Priya', 'Jordan', 'Maria', 'Chen', 'Olu', 'Noor', 'Tom', 'Ana', 'Lena', 'Marco', 'Aisha', 'Finn'];
const LAST = ['Smith', 'Garcia', 'Patel', 'Nowak', 'Rossi', 'Jansen', 'Kim', 'Okafor', 'Dubois', 'Silva', 'Murphy', 'Berg'];

const textArray = (values: readonly string[]) => sql.raw(`array[${values.map((v) => `'${v}'`).join(', ')}]`);

/** The rows, set-based. `pick(n, salt)` is a stable pseudo-random 0..n-1 for the row (hash, not random()). */
async function seed(db: DatabaseHandle['db']) {
  const now = sql.raw(`'${NOW.toISOString()}'::timestamptz`);
  const steps: [string, ReturnType<typeof sql>][] = [
    [
      'helper',
      sql`create or replace function bench_pick(key bigint, salt int, n int) returns int language sql immutable as
        $$ select ((hashint8(key * 1000003 + salt) & 2147483647) % n)::int $$`,
    ],
    [
      'staff',
      sql`insert into agency_users (email, first_name, last_name, status, created_at)
        select 'bench.staff.' || g || '@example.com', 'Staff', 'Member ' || g, 'active', ${now} - interval '900 days'
        from generate_series(1, 20) g`,
    ],
    [
      'clients',
      sql`insert into clients (name, state, created_at) select 'Bench client ' || g, 'active', ${now} - interval '900 days'
        from generate_series(1, ${CLIENTS}) g`,
    ],
    [
      'qualifications',
      sql`insert into qualifications (name) select 'Bench qualification ' || g from generate_series(1, ${QUALIFICATIONS}) g`,
    ],
    ['verticals', sql`insert into verticals (name) select 'Bench vertical ' || g from generate_series(1, ${VERTICALS}) g`],
    [
      'croudies',
      // 90% active, 3% reactivated, the rest pending or inactive; a third limited companies; rates £12–£71
      sql`insert into croudies (email, first_name, last_name, status, country_code, entity_type, hourly_rate, signed_up_at, created_at)
        select 'bench.' || g || '@example.com',
          (${textArray(FIRST)})[1 + bench_pick(g, 1, ${FIRST.length})],
          (${textArray(LAST)})[1 + bench_pick(g, 2, ${LAST.length})],
          case when bench_pick(g, 3, 100) < 90 then 'active' when bench_pick(g, 3, 100) < 93 then 'reactivated'
            when bench_pick(g, 3, 100) < 97 then 'pending' else 'inactive' end,
          (${textArray(COUNTRIES)})[1 + bench_pick(g, 4, ${COUNTRIES.length})],
          case when bench_pick(g, 5, 3) = 0 then 'limited_company' else 'any_other_type' end,
          12 + bench_pick(g, 6, 60),
          ${now} - (bench_pick(g, 7, 1200) + 30) * interval '1 day',
          ${now} - (bench_pick(g, 7, 1200) + 30) * interval '1 day'
        from generate_series(1, ${CROUDIES}) g`,
    ],
    [
      'went live',
      // about 4% within the last 30 days (the new ones)
      sql`insert into croudie_onboarding (croudie_id, went_live_at)
        select id, ${now} - (case when bench_pick(id, 8, 25) = 0 then bench_pick(id, 9, 30) else 30 + bench_pick(id, 9, 900) end) * interval '1 day'
        from croudies where status in ('active', 'reactivated')`,
    ],
    [
      'languages',
      sql`insert into croudie_languages (croudie_id, code, level, position)
        select c.id, (${textArray(LANGUAGES)})[1 + (bench_pick(c.id, 10, ${LANGUAGES.length}) + k * 5) % ${LANGUAGES.length}],
          case when k = 0 then 'native' else 'fluent' end, k
        from croudies c cross join generate_series(0, 2) k where k <= bench_pick(c.id, 11, 3)`,
    ],
    [
      'qualifications held',
      sql`insert into croudie_qualifications (croudie_id, qualification_id, granted_at)
        select c.id, 1 + (bench_pick(c.id, 12, ${QUALIFICATIONS}) + k * 7) % ${QUALIFICATIONS}, ${now} - interval '100 days'
        from croudies c cross join generate_series(0, 2) k where k < bench_pick(c.id, 13, 4)`,
    ],
    [
      'experience',
      sql`insert into croudie_experience (croudie_id, vertical_id, level)
        select c.id, 1 + (bench_pick(c.id, 14, ${VERTICALS}) + k * 3) % ${VERTICALS},
          (array['beginner', 'intermediate', 'advanced'])[1 + bench_pick(c.id, 15, 3)]
        from croudies c cross join generate_series(0, 2) k where k < bench_pick(c.id, 16, 4)`,
    ],
    [
      'completed tasks',
      // every live croudie not new: six completed tasks for a few clients each, over the last year
      sql`insert into tasks (name, state, client_id, owner_id, croudie_id, created_at, completed_at)
        select 'Bench work ' || c.id || '.' || k, 'completed', 1 + (bench_pick(c.id, 17, ${CLIENTS}) + k % 3) % ${CLIENTS},
          1 + bench_pick(c.id * 10 + k, 18, 20), c.id,
          ${now} - (1 + bench_pick(c.id * 10 + k, 19, 365)) * interval '1 day',
          -- one croudie in forty did all six this month (with long work logs: the monthly hours limit)
          case when bench_pick(c.id, 20, 40) = 0 then ${now} - k * interval '1 day'
            else ${now} - bench_pick(c.id * 10 + k, 19, 365) * interval '1 day' end
        from croudies c join croudie_onboarding o on o.croudie_id = c.id
          cross join generate_series(1, ${COMPLETED_TASKS_PER_CROUDIE}) k
        where o.went_live_at < ${now} - interval '30 days'`,
    ],
    [
      'work logs',
      // a few croudies worked a lot this month: some reach the monthly hours limit
      sql`insert into work_logs (task_id, croudie_id, description, completed_at, client_id, summary, total, minutes)
        select t.id, t.croudie_id, 'Bench work', t.completed_at, t.client_id, 'Done', 100,
          case when bench_pick(t.croudie_id, 20, 40) = 0 then 1500 else 30 + bench_pick(t.id, 21, 570) end
        from tasks t where t.state = 'completed' and t.name like 'Bench work %'`,
    ],
    [
      'ratings',
      sql`insert into task_ratings (task_id, croudie_id, reviewer_id, communication, meeting_deadlines, adapting_to_feedback, quality_of_work, created_at)
        select t.id, t.croudie_id, t.owner_id, 1 + bench_pick(t.id, 22, 3), 1 + bench_pick(t.id, 23, 3),
          case when bench_pick(t.id, 24, 4) = 0 then null else 1 + bench_pick(t.id, 25, 3) end, 1 + bench_pick(t.id, 26, 3), t.completed_at
        from tasks t where t.state = 'completed' and bench_pick(t.id, 27, 2) = 0`,
    ],
    [
      'open tasks',
      sql`insert into tasks (name, state, client_id, owner_id, croudie_id, created_at)
        select 'Bench open ' || c.id || '.' || k, case when k = 0 then 'in_progress' else 'offered' end,
          1 + bench_pick(c.id, 28, ${CLIENTS}), 1 + bench_pick(c.id, 29, 20), c.id, ${now} - interval '2 days'
        from croudies c cross join generate_series(0, 1) k
        where c.status in ('active', 'reactivated') and bench_pick(c.id, 30 + k, 4) = 0`,
    ],
    [
      'queued tasks',
      sql`insert into tasks (name, state, client_id, owner_id, croudie_id, created_at)
        select 'Bench queue ' || g, 'offered', 1 + bench_pick(g, 34, ${CLIENTS}), 1 + bench_pick(g, 35, 20), null, ${now} - interval '1 day'
        from generate_series(1, 300) g`,
    ],
    [
      'offers',
      // the offers of the tasks offered in order, and three open-queue offers on each task nobody holds yet
      sql`insert into task_offers (task_id, croudie_id, position, timeout_minutes, status, offered_at)
        select id, croudie_id, 0, 120, 'offered', ${now} - interval '1 hour' from tasks where state = 'offered' and croudie_id is not null
        union all
        select t.id, 1 + bench_pick(t.id, 36, 3000) + k * 3001, k, 120, 'offered', ${now} - interval '1 hour'
        from tasks t cross join generate_series(0, 2) k where t.name like 'Bench queue %'`,
    ],
    [
      'restricted',
      sql`insert into client_access (principal_id, client_id, access, updated_at)
        select 'croudie-network:croudies:' || c.id, 1 + bench_pick(c.id, 32, 5), 'restricted', ${now}
        from croudies c where bench_pick(c.id, 33, 50) = 0`,
    ],
    ['analyse', sql`analyze`],
  ];
  for (const [name, statement] of steps) {
    const started = performance.now();
    await db.execute(statement);
    console.log(`  ${name.padEnd(20)} ${(performance.now() - started).toFixed(0)} ms`);
  }
  const counts = await db.execute(sql`select
    (select count(*) from croudies)::int as croudies, (select count(*) from tasks)::int as tasks,
    (select count(*) from work_logs)::int as work_logs, (select count(*) from task_ratings)::int as ratings,
    (select count(*) from croudie_languages)::int as languages, (select count(*) from task_offers)::int as offers`);
  console.log('  rows', (counts as unknown as { rows: unknown[] }).rows[0]);
}

interface PickerVariables {
  clientId: string;
  search?: string;
  filters: Record<string, unknown>;
  selectedIds: string[];
  pagination: { page: number; limit: number };
}

/** Run i's input: every mix of filters, deterministic. */
function variablesFor(i: number): PickerVariables {
  const filters: Record<string, unknown> = {};
  if (i % 2 === 0) filters.countryCodes = [COUNTRIES[i % COUNTRIES.length], COUNTRIES[(i + 3) % COUNTRIES.length]];
  if (i % 3 !== 0)
    filters.languageCodes = [LANGUAGES[i % LANGUAGES.length], ...(i % 4 === 0 ? [LANGUAGES[(i + 1) % LANGUAGES.length]] : [])];
  if (i % 4 === 1) filters.qualificationIds = [String(1 + (i % QUALIFICATIONS)), String(1 + ((i * 7) % QUALIFICATIONS))];
  if (i % 5 === 2) filters.verticalIds = [String(1 + (i % VERTICALS))];
  if (i % 6 === 3) filters.clientIds = [String(1 + ((i * 11) % CLIENTS))];
  if (i % 7 === 4) Object.assign(filters, { hourlyRateMin: 20, hourlyRateMax: 45 });
  return {
    clientId: String(1 + (i % CLIENTS)),
    ...(i % 10 === 9 ? { search: LAST[i % LAST.length]!.slice(0, 4).toLowerCase() } : {}),
    filters,
    selectedIds: Array.from({ length: i % 4 }, (_, k) => String(1 + ((i * 97 + k * 13) % CROUDIES))),
    pagination: { page: 1 + (i % 3), limit: i % 2 ? 10 : 25 },
  };
}

const QUERY = parse(`query Picker($input: CroudiePickerInput!) { croudiePicker(input: $input) {
  scored { nodes { croudie { id firstName lastName countryCode hourlyRate } score reasons { kind label matched points } } pagination { total } }
  new { nodes { croudie { id firstName lastName } score reasons { kind label points } } pagination { total } }
  selected { croudie { id } score }
  topFive } }`);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main() {
  const url = process.env.DATABASE_URL;
  const explain = process.argv.includes('--explain');
  const dataDir = url ? null : mkdtempSync(path.join(os.tmpdir(), 'bench-croudie-picker-'));
  const pgSchema = url ? `bench_${randomBytes(4).toString('hex')}` : undefined;
  const database = url ? await openDatabase({ url, pgSchema }) : await openDatabase({ dataDir: dataDir! });
  console.log(`Croudie picker benchmark on ${database.driver}${pgSchema ? ` (schema ${pgSchema})` : ''}`);
  try {
    await database.migrate();
    const seeding = performance.now();
    await seed(database.db);
    console.log(`  seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);

    const schema = buildSchema();
    const clock = fixedClock(NOW);
    const logger = createLogger({ level: 'silent' });
    const person = { principalId: 'user-service:users:1', kind: 'USER' as const, id: 1, firstName: 'Staff', lastName: 'Member 1' };
    const viewer = {
      ...person,
      tenant: 'control' as const,
      roles: ['fte_core', 'job_user', 'finance'],
      person: { ...person, email: 'bench.staff.1@example.com', status: 'active' },
    };
    // what a request's context holds for a signed-in job_user (the HTTP layer and token checks are not measured)
    const contextFor = (): GraphQLContext =>
      ({
        auth: { viewer, actor: viewer, impersonating: false, error: null },
        db: database.db,
        clock,
        logger,
        requestId: 'bench',
        clientIp: '127.0.0.1',
        people: createPeopleLoaders(database.db),
        operations: { granted: async () => new Set(['croudiePicker']), stillGranted: async () => true },
      }) as unknown as GraphQLContext;

    const run = async (i: number) => {
      const variables = variablesFor(i);
      const started = performance.now();
      const result = await execute({ schema, document: QUERY, contextValue: contextFor(), variableValues: { input: variables } });
      const ms = performance.now() - started;
      if (result.errors?.length) throw new Error(`Run ${i}: ${result.errors.map((e) => e.message).join('; ')}`);
      const picker = (result.data as { croudiePicker: { scored: { pagination: { total: number } } } }).croudiePicker;
      return { ms, total: picker.scored.pagination.total };
    };

    for (let i = 0; i < WARM_UP; i++) await run(1000 + i);
    const times: number[] = [];
    const totals: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const { ms, total } = await run(i);
      times.push(ms);
      totals.push(total);
    }
    const sorted = [...times].sort((a, b) => a - b);
    console.log(`  ${RUNS} runs after ${WARM_UP} warm-up; scored totals ${Math.min(...totals)}–${Math.max(...totals)} croudies`);
    console.log(
      `  croudiePicker at ${CROUDIES.toLocaleString('en-GB')} croudies: p50 ${percentile(sorted, 50).toFixed(1)} ms, ` +
        `p95 ${percentile(sorted, 95).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`,
    );

    if (explain) {
      const v = variablesFor(4);
      const statement = rankingStatement({
        clientId: Number(v.clientId),
        search: null,
        filters: {
          countryCodes: (v.filters.countryCodes as string[]) ?? [],
          clientIds: [],
          languageCodes: (v.filters.languageCodes as string[]) ?? [],
          qualificationIds: [],
          verticalIds: [],
          hourlyRateMin: null,
          hourlyRateMax: null,
        },
        selectedIds: v.selectedIds.map(Number),
        scoredPage: toPage(v.pagination),
        newPage: toPage(null),
        now: NOW,
      });
      const plan = (await database.db.execute(sql`explain (analyze, buffers off) ${statement}`)) as unknown as {
        rows: { 'QUERY PLAN': string }[];
      };
      console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
    }
  } finally {
    await database.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    if (url && pgSchema) {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`drop schema if exists "${pgSchema}" cascade`);
      await admin.end();
    }
  }
}

await main();
