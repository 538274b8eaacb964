// Trusted documents (ADR 0245): in production the API runs only GraphQL documents some published bundle declared. The
// deploy CLI files each one as `<dir>/<hash>.graphql` when it publishes a remote (and, for the host, at `remotes sync`);
// a document's identity is the shared normalised hash, so clients send their documents as they always did.
import fs from 'node:fs/promises';
import path from 'node:path';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { documentHash } from '@work/shared-contracts/graphql-document';
import type { Logger } from '../logger.js';

/** graphql-yoga's code for an operation outside the list (not APQ's PERSISTED_QUERY_NOT_FOUND, which asks a client to resend). */
export const UNTRUSTED_DOCUMENT_CODE = 'PERSISTED_QUERY_NOT_IN_LIST';
export const UNTRUSTED_DOCUMENT_MESSAGE =
  'This operation is not a trusted document of any published version of the platform: only the GraphQL documents of ' +
  'published bundles run here';

const HASH = /^[0-9a-f]{64}$/;

export function untrustedDocumentError(): GraphQLError {
  return new GraphQLError(UNTRUSTED_DOCUMENT_MESSAGE, { extensions: { code: UNTRUSTED_DOCUMENT_CODE } });
}

export interface TrustedDocuments {
  /** The document's hash; null for text that does not parse (which no bundle can have declared). */
  hashOf(query: string): string | null;
  /** The canonical text filed under `hash`, or null when no published bundle declared it. */
  lookUp(hash: string): Promise<string | null>;
  /** null when `query` is trusted, else the error to answer it with. */
  refusal(query: string | undefined): Promise<GraphQLError | null>;
}

/**
 * The trusted documents in `dir`. A hash is looked up on disk until it is found, then kept: files are content-addressed
 * and never change, and a new publish needs no restart. Unknown hashes are not remembered (a publish may add them).
 */
export function trustedDocumentsIn(dir: string, logger: Logger): TrustedDocuments {
  const known = new Map<string, string>();

  const hashOf = (query: string) => {
    try {
      return documentHash(query);
    } catch {
      return null;
    }
  };

  async function lookUp(hash: string): Promise<string | null> {
    if (!HASH.test(hash)) return null;
    const cached = known.get(hash);
    if (cached !== undefined) return cached;
    let body: string;
    try {
      body = await fs.readFile(path.join(dir, `${hash}.graphql`), 'utf8');
    } catch {
      return null;
    }
    // the deploy CLI files a document under its own hash; anything else in the folder is not one of its documents
    if (hashOf(body) !== hash) {
      logger.warn({ file: path.join(dir, `${hash}.graphql`) }, 'trusted documents: file does not match its name; ignored');
      return null;
    }
    known.set(hash, body);
    return body;
  }

  return {
    hashOf,
    lookUp,
    async refusal(query) {
      const hash = typeof query === 'string' ? hashOf(query) : null;
      return hash && (await lookUp(hash)) !== null ? null : untrustedDocumentError();
    },
  };
}

/**
 * The HTTP side, on graphql-yoga's persisted-operations plugin. That plugin looks operations up by an id in the request
 * and refuses any request that carries query text; our clients send text (urql, unchanged), so the first plugin turns
 * the text into its id (the normalised hash) and keeps the text, which then runs as sent (with urql's __typename
 * selections). A request that sends only an id (`extensions.persistedQuery.sha256Hash`) runs the stored document.
 */
export function trustedDocumentsPlugins(trusted: TrustedDocuments): Plugin[] {
  const sentText = new WeakMap<Request, string>();
  const sentDocumentAsId: Plugin = {
    onParams({ params, request, setParams }) {
      if (typeof params.query !== 'string') return;
      sentText.set(request, params.query);
      const sha256Hash = trusted.hashOf(params.query) ?? 'not-a-document';
      setParams({ ...params, query: undefined, extensions: { ...params.extensions, persistedQuery: { version: 1, sha256Hash } } });
    },
  };
  const refusal = { message: UNTRUSTED_DOCUMENT_MESSAGE, extensions: { code: UNTRUSTED_DOCUMENT_CODE } };
  return [
    sentDocumentAsId,
    usePersistedOperations({
      async getPersistedOperation(hash, request) {
        const stored = await trusted.lookUp(hash);
        return stored === null ? null : (sentText.get(request) ?? stored);
      },
      customErrors: { notFound: refusal, keyNotFound: refusal },
    }),
  ];
}
