// The one identity of a GraphQL document, shared by the build (tooling/webpack-config writes it into each bundle's
// graphql-documents.json), the deploy CLI (stores and checks it) and the API (runs only documents it knows in
// production; ADR 0245). Plain ESM so the build tooling imports it without a TypeScript step; Node only (node:crypto),
// so it is a subpath the browser bundles never import.
import { createHash } from 'node:crypto';
import { Kind, parse, print, visit } from 'graphql';

/** The operations manifest every bundle carries: `{ documents: [{ name, file, hash, body }] }`. */
export const DOCUMENTS_MANIFEST = 'graphql-documents.json';

/** The remote store's folder of trusted documents, one `<hash>.graphql` (canonical text) per document ever published. */
export const TRUSTED_DOCUMENTS_DIR = 'documents';

/** @param {import('graphql').DefinitionNode} node */
const sortKey = (node) => `${node.kind}:${'name' in node && node.name ? node.name.value : ''}`;

/**
 * The canonical text of a document: parsed, without `__typename` selections (urql's cache adds them before sending),
 * definitions sorted by kind and name (fragments arrive in whatever order they were composed), printed.
 * Throws graphql's syntax error for text that does not parse.
 * @param {string} source
 * @returns {string}
 */
export function normaliseDocument(source) {
  const withoutTypename = visit(parse(source, { noLocation: true }), {
    Field(node) {
      // only the un-aliased one a client adds; an aliased `kind: __typename` is part of what the author wrote
      if (node.name.value === '__typename' && !node.alias) return null;
      return undefined;
    },
  });
  const definitions = [...withoutTypename.definitions].sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : sortKey(a) > sortKey(b) ? 1 : 0));
  return print({ kind: Kind.DOCUMENT, definitions });
}

/**
 * sha256 (hex) of the canonical text: the same for every way a client may send the document, different as soon as a
 * field, argument or directive differs.
 * @param {string} source
 * @returns {string}
 */
export function documentHash(source) {
  return createHash('sha256').update(normaliseDocument(source)).digest('hex');
}
