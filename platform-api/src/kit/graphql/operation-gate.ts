import SchemaBuilder, { BasePlugin, type PothosOutputFieldConfig, type SchemaTypes } from '@pothos/core';
import type { GraphQLFieldResolver } from 'graphql';
import type { AuthState } from '../auth/index.js';
import { forbidden } from '../errors.js';
import { gateApplies, operationKindOf, operationRefusalMessage, type OperationGrants, type OperationKind } from './operations.js';

interface GateContext {
  auth: AuthState;
  operations: OperationGrants;
}

async function assertGranted(ctx: GateContext, kind: OperationKind, operation: string, fresh: boolean): Promise<void> {
  if (!gateApplies(ctx.auth.viewer, operation)) return;
  const allowed = fresh ? await ctx.operations.stillGranted(operation) : (await ctx.operations.granted()).has(operation);
  if (!allowed) throw forbidden(operationRefusalMessage(kind, operation));
}

/**
 * The operation gate (ADR 0257): a staff caller may call a root field only when one of their active roles is granted
 * it in settings. It wraps every root field of Query, Mutation and Subscription, so a new operation cannot skip it;
 * which roles a field grants by default is declared beside it (`operationRoles`, operations.ts). Listed before
 * scope-auth: whether the operation may be called at all comes before what its answer may show.
 *
 * A subscription is checked when it starts and again on each event with a fresh read, so an open socket stops
 * delivering as soon as the operation or the role is taken away (no session bump needed).
 */
export class OperationGatePlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override wrapResolve(
    resolver: GraphQLFieldResolver<unknown, Types['Context'], object>,
    fieldConfig: PothosOutputFieldConfig<Types>,
  ): GraphQLFieldResolver<unknown, Types['Context'], object> {
    const kind = operationKindOf(fieldConfig.parentType);
    if (!kind) return resolver;
    const operation = fieldConfig.name;
    const fresh = kind === 'SUBSCRIPTION'; // resolve runs per event there
    return async (parent, args, ctx, info) => {
      await assertGranted(ctx as GateContext, kind, operation, fresh);
      return resolver(parent, args, ctx, info);
    };
  }

  override wrapSubscribe(
    subscribe: GraphQLFieldResolver<unknown, Types['Context'], object> | undefined,
    fieldConfig: PothosOutputFieldConfig<Types>,
  ): GraphQLFieldResolver<unknown, Types['Context'], object> | undefined {
    const kind = operationKindOf(fieldConfig.parentType);
    if (!subscribe || kind !== 'SUBSCRIPTION') return subscribe;
    const operation = fieldConfig.name;
    return async (parent, args, ctx, info) => {
      await assertGranted(ctx as GateContext, kind, operation, false);
      return subscribe(parent, args, ctx, info);
    };
  }
}

/** The plugin's name, for the builder's `plugins` list. */
export const OPERATION_GATE_PLUGIN = 'operationGate' as const;
SchemaBuilder.registerPlugin(OPERATION_GATE_PLUGIN, OperationGatePlugin);

declare global {
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      operationGate: OperationGatePlugin<Types>;
    }
  }
}
