import {
  TEMPLATE_ACTIONS,
  TEMPLATE_ADMIN_ROLES,
  TEMPLATE_STATUSES,
  TEMPLATE_TRANSITIONS,
  type TaskCost,
  type TemplateAction,
  type TemplateStatus,
} from '@work/shared-contracts/tasks';

export { TEMPLATE_ADMIN_ROLES, TEMPLATE_STATUSES, type TemplateAction, type TemplateStatus };

/** What the viewer can do to a template now (the list's and preview's buttons): the §4 transitions and the rest. */
export const TEMPLATE_VIEWER_ACTIONS = [...TEMPLATE_ACTIONS, 'create_variant', 'edit', 'delete'] as const;
export type TemplateViewerAction = (typeof TEMPLATE_VIEWER_ACTIONS)[number];

/** Client states a variant may be made for (a client the agency works, or is about to work, for). */
export const VARIANT_CLIENT_STATES = ['active', 'pending'] as const;

/** The most templates the task form's picker offers at once. */
export const PICKER_LIMIT = 100;

/**
 * The API's precise messages (ADR 0281); the UI shows §8's "Unable to … template" (TEMPLATE_MESSAGES) over them. The
 * one-variant and variant-of-variant refusals are the contract's own (TEMPLATE_MESSAGES.oneVariant, .variantOfVariant).
 */
export const TEMPLATE_RULE_MESSAGES = {
  unknownChannelType: 'Choose channel types from the list',
  clientUnknown: 'Choose a client from the list',
  clientNotUsable: 'Choose an active or pending client',
  deleteWithVariants: 'This template has client variants: delete them first',
  onlyAdmins: 'Only job users, operations and forecast admins can change task templates',
  onlyStaff: 'Only staff can see task templates',
} as const;

const TRANSITION_RULES: Record<TemplateAction, string> = {
  publish: 'Only a draft template can be published',
  unpublish: 'Only an active template can be unpublished',
  republish: 'Only an inactive template can be republished',
};

/** Why a template with this status cannot take this transition (naming its status), or null when it can. */
export function transitionProblem(action: TemplateAction, status: TemplateStatus): string | null {
  return status === TEMPLATE_TRANSITIONS[action].from ? null : `${TRANSITION_RULES[action]}: this one is ${status}`;
}

/**
 * What a viewer may do to a template now. Readers (staff without TEMPLATE_ADMIN_ROLES) may do nothing; authors may
 * take the status's transition, edit, make a client variant of a base, and delete, except a base that still has live
 * variants (they are deleted first: ADR 0281).
 */
export function availableTemplateActions(
  template: { status: TemplateStatus; baseTemplateId: number | null },
  liveVariants: number,
  isAuthor: boolean,
): TemplateViewerAction[] {
  if (!isAuthor) return [];
  const actions: TemplateViewerAction[] = TEMPLATE_ACTIONS.filter((a) => TEMPLATE_TRANSITIONS[a].from === template.status);
  const isBase = template.baseTemplateId === null;
  if (isBase) actions.push('create_variant');
  actions.push('edit');
  if (!isBase || liveVariants === 0) actions.push('delete');
  return actions;
}

export const isTemplateAuthor = (roles: readonly string[]) => TEMPLATE_ADMIN_ROLES.some((role) => roles.includes(role));

/** Pounds (at most two decimals, as the contract checks) to whole pence. */
export const penceOf = (pounds: number): number => Math.round(pounds * 100);

/** Whole pence as the API shows money: pounds with two decimals ("12.50"). */
export const poundsText = (pence: number): string => `${Math.trunc(pence / 100)}.${String(Math.abs(pence % 100)).padStart(2, '0')}`;

/** The stored cost columns of a cost. */
export function costColumns(cost: TaskCost | null): {
  costType: TaskCost['costType'] | null;
  fixedCostPence: number | null;
  allocatedMinutes: number | null;
} {
  if (cost === null) return { costType: null, fixedCostPence: null, allocatedMinutes: null };
  return cost.costType === 'fixed'
    ? { costType: 'fixed', fixedCostPence: penceOf(cost.fixedCost), allocatedMinutes: null }
    : { costType: 'minutes', fixedCostPence: null, allocatedMinutes: cost.allocatedMinutes };
}

/** The cost the stored columns say (as the contract's schema gives it: pounds), or null without one. */
export function costOf(row: {
  costType: TaskCost['costType'] | null;
  fixedCostPence: number | null;
  allocatedMinutes: number | null;
}): TaskCost | null {
  if (row.costType === 'fixed' && row.fixedCostPence !== null) return { costType: 'fixed', fixedCost: row.fixedCostPence / 100 };
  if (row.costType === 'minutes' && row.allocatedMinutes !== null) return { costType: 'minutes', allocatedMinutes: row.allocatedMinutes };
  return null;
}
