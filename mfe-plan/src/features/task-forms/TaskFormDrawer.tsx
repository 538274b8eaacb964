import type { ReactNode } from 'react';
import { Drawer, Grid } from 'antd';
import { useText } from '../../text';
import type { TaskFormsTask } from './task.graphql';
import type { AddPeople } from './CroudiesField';
import { TaskForm } from './TaskForm';

/** What the drawer edits: a new single or QA task on the job, or one of its tasks. */
export type TaskFormTarget = { type: 'single' | 'qa'; task?: undefined } | { task: TaskFormsTask; type?: undefined };

/** The drawer's title, also its form's accessible name: "Add task", "Add QA task" or "Edit task". */
export function taskFormTitle(target: TaskFormTarget, t: ReturnType<typeof useText>) {
  if (target.task) return t('plan.taskForm.edit');
  return t(target.type === 'qa' ? 'plan.taskForm.createQa' : 'plan.taskForm.create');
}

/** The single and QA task forms of one job, in a drawer; closed when target is null. `onSaved` after a save. */
export function TaskFormDrawer({
  job,
  target,
  onClose,
  onSaved,
  croudieAdders,
}: {
  job: { id: string; clientId: string };
  target: TaskFormTarget | null;
  onClose: () => void;
  onSaved: () => void;
  /** Other ways to add croudies to a single task (e.g. the new croudie picker), given the field's addPeople. */
  croudieAdders?: (addPeople: AddPeople) => ReactNode;
}) {
  const t = useText();
  const narrow = !Grid.useBreakpoint().md;
  const title = target ? taskFormTitle(target, t) : '';
  return (
    <Drawer
      open={Boolean(target)}
      title={title}
      onClose={onClose}
      size={narrow ? '100%' : 640}
      destroyOnHidden
      closable={{ 'aria-label': t('plan.forms.close') }}
    >
      {target ? (
        <TaskForm
          key={target.task?.id ?? `new-${target.type}`}
          name={title}
          job={job}
          task={target.task ?? null}
          type={target.task ? (target.task.type === 'QA' ? 'qa' : 'single') : target.type}
          onClose={onClose}
          onSaved={onSaved}
          croudieAdders={croudieAdders}
        />
      ) : null}
    </Drawer>
  );
}
