import { gql, type AnyVariables, type TypedDocumentNode } from 'urql';

/**
 * A picker's GraphQL document, typed by hand (shared-ui has no gql.tada of its own: ADR 0262). The name matters: the
 * build lists every `graphql(…)` document of the modules a bundle holds in its trusted-documents manifest (ADR 0245),
 * so a remote that shows a picker declares the picker's query. `pickerDocuments.test.ts` checks each document against
 * the API's SDL, so a document that no longer fits the schema fails the tests rather than the page.
 */
export function graphql<Data, Variables extends AnyVariables>(text: string): TypedDocumentNode<Data, Variables> {
  return gql<Data, Variables>(text);
}

/** What every picker query answers: one page of nodes and the list's total. */
export interface PickerConnection<Node> {
  nodes: Node[];
  pagination: { total: number; page: number; limit: number };
}

/** What every picker query is asked: a search, or the ids whose labels it needs, and a page. */
export interface PickerListVariables {
  filters: { search?: string | null; ids?: string[] | null };
  pagination: { page: number; limit: number };
  [name: string]: unknown;
}
