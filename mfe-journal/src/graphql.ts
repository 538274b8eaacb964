import { initGraphQLTada } from 'gql.tada';
import type { introspection } from './graphql-env';

/** gql.tada typed against shared-contracts/graphql/schema.graphql: a document that does not match fails the typecheck. */
export const graphql = initGraphQLTada<{
  introspection: introspection;
  scalars: { JSON: unknown; ID: string; DateTime: string };
  disableMasking: true;
}>();

export type { FragmentOf, ResultOf, VariablesOf } from 'gql.tada';
