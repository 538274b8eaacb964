/** The operations manifest every bundle carries: `{ documents: [{ name, file, hash, body }] }`. */
export declare const DOCUMENTS_MANIFEST = 'graphql-documents.json';
/** The remote store's folder of trusted documents, one `<hash>.graphql` (canonical text) per document ever published. */
export declare const TRUSTED_DOCUMENTS_DIR = 'documents';
/** The canonical text of a GraphQL document (no client-added `__typename`, definitions sorted); throws on a syntax error. */
export declare function normaliseDocument(source: string): string;
/** sha256 (hex) of `normaliseDocument(source)`: a document's identity for trusted documents (ADR 0245). */
export declare function documentHash(source: string): string;
