import type { IncomingMessage } from 'node:http';
import * as v from 'valibot';
import { requireKind } from '../../kit/auth/index.js';
import type { RequestContext } from '../../kit/context.js';
import { badUserInput, forbidden, PlatformError } from '../../kit/errors.js';
import { MAX_BODY_BYTES, type Router } from '../../kit/http/index.js';
import { parseInput } from '../../kit/validation.js';
import { csvRecords } from './imports.csv.js';
import { importBatch, type ImportRow } from './imports.data.js';
import { IMPORT_ROLES, MAX_IMPORT_ROWS } from './imports.rules.js';

const CSV_BYTES = 4 * MAX_BODY_BYTES;

const optionalText = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, `At most ${max} characters`)), '');
const optionalInstant = v.optional(
  v.nullable(
    v.pipe(
      v.string(),
      v.trim(),
      v.transform((s) => (s === '' ? null : s)),
      v.nullable(v.pipe(v.string(), v.isoTimestamp('Give a date and time as ISO 8601, e.g. 2026-05-04T09:00:00Z'))),
    ),
  ),
  null,
);

const RowSchema = v.object({
  sourceId: v.pipe(
    v.string('The source id is required'),
    v.trim(),
    v.nonEmpty('The source id is required'),
    v.maxLength(100, 'At most 100 characters'),
  ),
  project: v.pipe(
    v.string('The project is required'),
    v.trim(),
    v.nonEmpty('The project is required'),
    v.maxLength(200, 'At most 200 characters'),
  ),
  croudieEmail: v.pipe(v.string("The croudie's email is required"), v.trim(), v.email('Please enter a valid email address')),
  name: v.pipe(v.string('The name is required'), v.trim(), v.nonEmpty('The name is required'), v.maxLength(200, 'At most 200 characters')),
  brief: optionalText(10_000),
  dueAt: optionalInstant,
  importedAt: optionalInstant,
  allocatedMinutes: v.optional(
    v.nullable(
      v.pipe(
        v.union([
          v.number(),
          v.pipe(
            v.string(),
            v.trim(),
            v.transform((s) => (s === '' ? Number.NaN : Number(s))),
          ),
        ]),
        v.check(
          (n) => Number.isNaN(n) || (Number.isInteger(n) && n >= 1 && n <= 6000),
          'Allocated minutes are a whole number from 1 to 6000',
        ),
        v.transform((n) => (Number.isNaN(n) ? null : n)),
      ),
    ),
    null,
  ),
});

const SourceSchema = v.pipe(
  v.string('The source is required'),
  v.trim(),
  v.regex(/^[a-z0-9][a-z0-9_-]{0,49}$/, 'The source is 1 to 50 lower-case letters, digits, - or _'),
);

const BatchSchema = v.object({
  source: SourceSchema,
  tasks: v.pipe(
    v.array(RowSchema, 'tasks must be a list'),
    v.minLength(1, 'Send at least one task'),
    v.maxLength(MAX_IMPORT_ROWS, `At most ${MAX_IMPORT_ROWS} tasks per batch`),
  ),
});

/** CSV columns (header row, any order): source_id, project, croudie_email, name, brief, due_at, allocated_minutes, imported_at. */
function fromCsv(text: string) {
  let records: Record<string, string>[];
  try {
    records = csvRecords(text);
  } catch (error) {
    throw badUserInput({ csv: (error as Error).message }, 'The CSV could not be read');
  }
  return records.map((r) => ({
    sourceId: r.source_id,
    project: r.project,
    croudieEmail: r.croudie_email,
    name: r.name,
    brief: r.brief,
    dueAt: r.due_at,
    importedAt: r.imported_at,
    allocatedMinutes: r.allocated_minutes,
  }));
}

async function readText(req: IncomingMessage, limit: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new PlatformError('BAD_USER_INPUT', `Request body is larger than ${limit} bytes`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * POST /api/platform/imported-tasks: a batch of tasks from an outside tool, as JSON `{ source, tasks: [...] }` or as
 * `text/csv` with `?source=`. Staff holding tech, operations or network_admin (the integration's account) only.
 * Idempotent per (source, source id): answers `{ received, created, unchanged }`.
 */
export function registerImportRoutes(router: Router<RequestContext>): void {
  router.post('/imported-tasks', async ({ req, query, body, context }) => {
    const viewer = requireKind(context.auth, 'USER');
    if (!IMPORT_ROLES.some((r) => viewer.roles.includes(r)))
      throw forbidden('Only the integration or tech, operations and network admin staff can import tasks');
    const csv = /^text\/csv/i.test(req.headers['content-type'] ?? '');
    const raw = csv ? { source: query.get('source') ?? undefined, tasks: fromCsv(await readText(req, CSV_BYTES)) } : body;
    const batch = parseInput(BatchSchema, raw);
    const rows: ImportRow[] = batch.tasks.map((t) => ({
      sourceId: t.sourceId,
      project: t.project,
      croudieEmail: t.croudieEmail,
      name: t.name,
      brief: t.brief,
      dueAt: t.dueAt ? new Date(t.dueAt) : null,
      importedAt: t.importedAt ? new Date(t.importedAt) : null,
      allocatedMinutes: t.allocatedMinutes,
    }));
    return importBatch(context.db, batch.source, rows, context.clock.now());
  });
}
