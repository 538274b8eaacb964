import { BREAK, GraphQLError, Kind, visit, type DocumentNode, type FieldNode, type ValidationContext } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GraphQLContext } from './builder.js';
import { forbidden, unauthenticated } from '../errors.js';

/**
 * Types whose definition signed-in staff may read by introspection in production: the shell's fetchRolesEnums reads
 * the Role enum's values (staff-and-admin.md §7) as `__type(name: "Role") { enumValues { name } }`.
 */
export const INTROSPECTABLE_TYPES: ReadonlySet<string> = new Set(['Role']);

export const INTROSPECTION_REFUSED = 'GraphQL introspection is not allowed';

/** `__type` with a literal name of INTROSPECTABLE_TYPES (a variable could name any type). */
function readsAllowedType(node: FieldNode): boolean {
  const name = node.arguments?.find((arg) => arg.name.value === 'name')?.value;
  return name?.kind === Kind.STRING && INTROSPECTABLE_TYPES.has(name.value);
}

function usesTypeIntrospection(document: DocumentNode): boolean {
  if (document.loc && !document.loc.source.body.includes('__type')) return false;
  let found = false;
  visit(document, {
    Field(node) {
      if (node.name.value !== '__type') return undefined;
      found = true;
      return BREAK;
    },
  });
  return found;
}

/**
 * Production's introspection rule: no `__schema`, and `__type` only for INTROSPECTABLE_TYPES, read by signed-in staff.
 * Validation cannot know the caller (it runs before the context, and its result is cached per document), so the
 * caller is checked when the operation executes. By field name, not type identity: the validator may run on another
 * copy of graphql-js.
 */
export function limitIntrospection(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule((context: ValidationContext) => ({
        Field(node: FieldNode) {
          const name = node.name.value;
          if (name === '__schema' || (name === '__type' && !readsAllowedType(node))) {
            context.reportError(new GraphQLError(INTROSPECTION_REFUSED, { nodes: [node] }));
          }
        },
      }));
    },
    onExecute({ args, setResultAndStopExecution }) {
      if (!usesTypeIntrospection(args.document)) return;
      const auth = (args.contextValue as unknown as GraphQLContext).auth;
      if (auth.viewer?.kind === 'USER') return;
      setResultAndStopExecution({ errors: [auth.viewer ? forbidden(INTROSPECTION_REFUSED) : (auth.error ?? unauthenticated())] });
    },
  };
}
