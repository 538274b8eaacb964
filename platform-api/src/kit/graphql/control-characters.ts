import { GraphQLError, type ASTNode, type StringValueNode, type ValidationContext } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { badUserInput } from '../errors.js';
import { CONTROL_CHARACTER, CONTROL_CHARACTER_MESSAGE, controlCharacterPath } from '../http/control-characters.js';

/** "input.name" for a literal inside `field(input: { name: "…" })`: the argument and object fields around it. */
function literalPath(ancestors: readonly (ASTNode | readonly ASTNode[])[]): string {
  const names: string[] = [];
  for (const node of ancestors) {
    if (Array.isArray(node)) continue;
    const n = node as ASTNode;
    if (n.kind === 'Argument' || n.kind === 'ObjectField') names.push(n.name.value);
  }
  return names.join('.') || 'query';
}

/**
 * Every string a GraphQL operation brings, refused with BAD_USER_INPUT when it holds a control character (ADR 0005),
 * before any resolver runs: inline literals by a validation rule, variables before execution or subscription. Part of
 * the yoga instance, so HTTP and the graphql-ws websocket (which runs yoga's envelop) both go through it.
 */
export function rejectControlCharacters(): Plugin {
  const refuseVariables = (variables: unknown) => {
    const path = controlCharacterPath(variables);
    return path
      ? { errors: [badUserInput({ [`variables.${path}`]: CONTROL_CHARACTER_MESSAGE }, 'Text must not contain control characters')] }
      : null;
  };
  return {
    onValidate({ addValidationRule }) {
      // By node kind name, not type identity: the validator may run on another copy of graphql-js.
      addValidationRule((context: ValidationContext) => ({
        StringValue(
          node: StringValueNode,
          _key: unknown,
          parent: ASTNode | readonly ASTNode[] | undefined,
          _path: unknown,
          ancestors: readonly (ASTNode | readonly ASTNode[])[],
        ) {
          if (!CONTROL_CHARACTER.test(node.value)) return;
          const field = literalPath(parent ? [...ancestors, parent] : ancestors);
          context.reportError(
            new GraphQLError('Text must not contain control characters', {
              nodes: [node],
              extensions: { code: 'BAD_USER_INPUT', fieldErrors: { [field]: CONTROL_CHARACTER_MESSAGE } },
            }),
          );
        },
      }));
    },
    onExecute({ args, setResultAndStopExecution }) {
      const refused = refuseVariables(args.variableValues);
      if (refused) setResultAndStopExecution(refused);
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const refused = refuseVariables(args.variableValues);
      if (refused) setResultAndStopExecution(refused);
    },
  };
}
