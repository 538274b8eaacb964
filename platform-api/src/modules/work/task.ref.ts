import {
  ALLOCATION_METHODS,
  COST_TYPES,
  TASK_TYPES,
  type AllocationMethod,
  type CostType,
  type TaskType,
} from '@work/shared-contracts/tasks';
import { builder } from '../../kit/graphql/builder.js';
import type { TaskRow } from './work.data.js';
import { TASK_STATE_LABELS, TASK_STATES, type TaskState } from './work.rules.js';

// The Task type's reference and state enum, apart from their fields (work.schema.ts, task.schema.ts): the plan module
// adds a job's tasks and task authoring (ADR 0280) through work's index.ts, and this file stays light (the builder
// only), as jobs.ref.ts does for Job.

/** GraphQL names are upper case (IN_PROGRESS); the database keeps the spec's lower-case names. */
export const TaskStateEnum = builder.enumType('TaskState', {
  values: Object.fromEntries(TASK_STATES.map((s) => [s.toUpperCase(), { value: s, description: TASK_STATE_LABELS[s] }])) as Record<
    Uppercase<TaskState>,
    { value: TaskState; description: string }
  >,
});

export const TaskRef = builder.objectRef<TaskRow>('Task');

const upper = <T extends string>(values: readonly T[]) =>
  Object.fromEntries(values.map((value) => [value.toUpperCase(), { value }])) as Record<Uppercase<T>, { value: T }>;

// The task form's enums, shared by tasks (plan/tasks.schema.ts) and task templates (task-templates), ADR 0280.
export const TaskTypeEnum = builder.enumType('TaskType', {
  description: 'SINGLE: a croudie does the work; QA: a staff reviewer reviews the job’s single tasks',
  values: upper<TaskType>(TASK_TYPES),
});
export const TaskCostTypeEnum = builder.enumType('TaskCostType', {
  description: 'A fixed cost, or allocated minutes paid at the croudie’s rate',
  values: upper<CostType>(COST_TYPES),
});
export const TaskAllocationMethodEnum = builder.enumType('TaskAllocationMethod', {
  description: 'OFFER: offered to the selected people (in order, or all at once with the open queue); ASSIGN: given to the one chosen',
  values: upper<AllocationMethod>(ALLOCATION_METHODS),
});
