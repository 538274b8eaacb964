// The GraphQL documents of a build (its graphql-documents.json, written by tooling/webpack-config): checked against the
// API's schema before a publish, then kept in the store as trusted documents, which a production API runs and nothing
// else (ADR 0245).
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  buildClientSchema,
  buildSchema,
  getIntrospectionQuery,
  parse,
  validate,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';
import * as v from 'valibot';
import { DOCUMENTS_MANIFEST, TRUSTED_DOCUMENTS_DIR, documentHash } from '@work/shared-contracts/graphql-document';
import { repoRoot } from './paths.js';

const ManifestSchema = v.object({
  documents: v.array(
    v.object({
      name: v.pipe(v.string(), v.minLength(1)),
      file: v.pipe(v.string(), v.minLength(1)),
      hash: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/, 'a sha256 in hex')),
      body: v.pipe(v.string(), v.minLength(1)),
    }),
  ),
});
export type BuildDocument = v.InferOutput<typeof ManifestSchema>['documents'][number];

/** What the registry records of a version's documents; the list itself is the version's graphql-documents.json. */
export interface DocumentsSummary {
  /** sha256 over the sorted document hashes: equal sets, equal digests */
  digest: string;
  count: number;
}

/** The schema documents are checked against, and where it came from (said once per CLI run). */
export interface ApiSchema {
  schema: GraphQLSchema;
  from: string;
}

export const CHECKOUT_SDL = path.join(repoRoot, 'shared-contracts', 'graphql', 'schema.graphql');

/** A build's documents, each body re-hashed, so the store never files a document under another's hash. */
export async function readBuildDocuments(name: string, fromDir: string): Promise<BuildDocument[]> {
  const file = path.join(fromDir, DOCUMENTS_MANIFEST);
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    throw new Error(`${name}: ${file} is missing: build it with the current tooling (tooling/webpack-config writes it)`);
  }
  const parsed = v.safeParse(ManifestSchema, JSON.parse(text));
  if (!parsed.success) {
    const issue = parsed.issues[0];
    throw new Error(`${name}: ${file} is not an operations manifest: ${v.getDotPath(issue) ?? 'documents'}: ${issue.message}`);
  }
  for (const doc of parsed.output.documents) {
    if (documentHash(doc.body) !== doc.hash) {
      throw new Error(`${name}: document ${doc.name} (${doc.file}) does not match its hash in ${DOCUMENTS_MANIFEST}: rebuild it`);
    }
  }
  return parsed.output.documents;
}

export function documentsSummary(documents: BuildDocument[]): DocumentsSummary {
  const hashes = [...new Set(documents.map((d) => d.hash))].sort();
  return { digest: createHash('sha256').update(hashes.join('\n')).digest('hex'), count: hashes.length };
}

/** Every way a document breaks against the schema, one line each, naming the document, its file and the field. */
export function schemaProblems(name: string, documents: BuildDocument[], schema: GraphQLSchema): string[] {
  return documents.flatMap((doc) =>
    validate(schema, parse(doc.body)).map(
      (error) => `${name}: document ${doc.name} (${doc.file}) is not valid against the API schema: ${error.message}`,
    ),
  );
}

/** Throws every problem at once, so a team fixes a build in one round. */
export function assertDocumentsValid(name: string, documents: BuildDocument[], api: ApiSchema): void {
  const problems = schemaProblems(name, documents, api.schema);
  if (problems.length) {
    throw new Error(`${problems.join('\n')}\n${name}: refused: ${problems.length} problem(s) against ${api.from}; nothing was published`);
  }
}

/** The SDL committed in this checkout (what the remotes are typed against). */
export async function checkoutSchema(reason?: string): Promise<ApiSchema> {
  const from = `the SDL of this checkout (${path.relative(process.cwd(), CHECKOUT_SDL) || CHECKOUT_SDL})`;
  return { schema: buildSchema(await fs.readFile(CHECKOUT_SDL, 'utf8')), from: reason ? `${from}, because ${reason}` : from };
}

/** The API the CLI checks against: `--api`, else API_URL (the gateway's variable), else 127.0.0.1:API_PORT. */
export function defaultApiUrl(env: NodeJS.ProcessEnv = process.env): string {
  return env.API_URL ?? `http://127.0.0.1:${env.API_PORT ?? 4000}`;
}

/**
 * The running API's schema by introspection. When the API cannot answer (down, or a production API, which refuses
 * introspection) the checkout's SDL stands in, and `from` says so.
 */
export async function liveApiSchema(apiUrl: string, { timeoutMs = 10_000 } = {}): Promise<ApiSchema> {
  const endpoint = `${apiUrl.replace(/\/$/, '')}/api/graphql`;
  let answer: { data?: IntrospectionQuery; errors?: { message: string }[] };
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: getIntrospectionQuery() }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    answer = (await response.json()) as typeof answer;
  } catch (err) {
    const cause = (err as { cause?: { code?: string } }).cause?.code ?? (err instanceof Error ? err.message : String(err));
    return checkoutSchema(`the API at ${endpoint} is unreachable (${cause})`);
  }
  if (!answer.data) {
    return checkoutSchema(`the API at ${endpoint} refused introspection (${answer.errors?.[0]?.message ?? 'no data'})`);
  }
  return { schema: buildClientSchema(answer.data), from: `the live API at ${endpoint}` };
}

/**
 * Files each document as `documents/<hash>.graphql` in the store (content-addressed: written once, never changed), so a
 * production API trusts it from the moment the registry names its version.
 */
export async function storeDocuments(storeDir: string, documents: BuildDocument[]): Promise<void> {
  const dir = path.join(storeDir, TRUSTED_DOCUMENTS_DIR);
  await fs.mkdir(dir, { recursive: true });
  for (const doc of documents) {
    const file = path.join(dir, `${doc.hash}.graphql`);
    const known = await fs.stat(file).then(
      () => true,
      () => false,
    );
    if (known) continue;
    const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    await fs.writeFile(tmp, doc.body, 'utf8');
    await fs.rename(tmp, file);
  }
}

/**
 * The host is not published through the registry (the gateway serves its build), so `remotes sync` files its
 * documents: checked like a remote's, then stored. Returns how many.
 */
export async function trustHostDocuments(storeDir: string, hostDist: string, apiSchema: () => Promise<ApiSchema>): Promise<number> {
  const documents = await readBuildDocuments('host-shell', hostDist);
  assertDocumentsValid('host-shell', documents, await apiSchema());
  await storeDocuments(storeDir, documents);
  return documents.length;
}
