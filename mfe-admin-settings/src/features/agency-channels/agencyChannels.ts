import { CombinedError, type OperationResult } from 'urql';

/** The server's rules (platform-api agency-channels.rules.ts), checked in the dialog first. */
export const INITIALS_PATTERN = /^[A-Za-z]{1,4}$/;
export const COST_CENTRE_MAX = 20;
export const COST_CENTRE_PATTERN = /^[A-Za-z0-9 ._/-]*$/;

export interface BillingEntity {
  id: string;
  name: string;
}

/** A billing entity's cost-centre input: a flat name (final-form reads a dotted name as nested values and errors). */
export const costCentreKey = (billingEntityId: string) => `costCentre${billingEntityId}` as const;
type CostCentreKey = ReturnType<typeof costCentreKey>;

/** The dialog's values: one cost-centre input per billing entity, named by `costCentreKey`. */
export type ChannelValues = { name: string; initials: string; internal: boolean } & { [key: CostCentreKey]: string | undefined };

/** A channel as the dialog edits it. */
export function channelValues(row: {
  name: string;
  initials: string;
  internal: boolean;
  costCentres: readonly { billingEntity: { id: string }; code: string }[];
}): ChannelValues {
  return {
    name: row.name,
    initials: row.initials,
    internal: row.internal,
    ...Object.fromEntries(row.costCentres.map((c) => [costCentreKey(c.billingEntity.id), c.code])),
  };
}

/** What the API takes: a cost centre for each billing entity whose input is not blank, in the entities' order. */
export function channelInput(values: ChannelValues, entities: readonly BillingEntity[]) {
  return {
    name: values.name,
    initials: values.initials,
    internal: values.internal ?? false,
    costCentres: entities
      .map((e) => ({ billingEntityId: e.id, code: (values[costCentreKey(e.id)] ?? '').trim() }))
      .filter((c) => c.code !== ''),
  };
}

/**
 * The server names a cost centre's error by its place in the list it was sent (`agencyChannel.costCentres.1.code`);
 * the dialog's input is named by billing entity (`costCentre12`). Answers the result with the errors renamed.
 */
export function withCostCentreFields(result: OperationResult, sent: readonly { billingEntityId: string }[]): OperationResult {
  const first = result.error?.graphQLErrors[0];
  const fieldErrors = first?.extensions?.fieldErrors as Record<string, string> | undefined;
  if (!result.error || !first || !fieldErrors) return result;
  const renamed = Object.fromEntries(
    Object.entries(fieldErrors).map(([path, message]) => {
      const m = /^agencyChannel\.costCentres\.(\d+)\.(code|billingEntityId)$/.exec(path);
      const entity = m ? sent[Number(m[1])] : undefined;
      return [entity ? `agencyChannel.${costCentreKey(entity.billingEntityId)}` : path, message];
    }),
  );
  const error = new CombinedError({
    graphQLErrors: [
      { message: first.message, extensions: { ...first.extensions, fieldErrors: renamed } },
      ...result.error.graphQLErrors.slice(1),
    ],
  });
  return { ...result, error };
}
