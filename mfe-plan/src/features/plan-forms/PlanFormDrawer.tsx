import type { JSX } from 'react';
import { Drawer, Grid } from 'antd';
import { useText, type TextKey } from '../../text';
import { InternalTaskForm } from './internal-task/InternalTaskForm';
import { JobForm } from './job/JobForm';
import { KeyDateForm } from './key-date/KeyDateForm';
import { PhaseForm } from './phase/PhaseForm';
import { ProjectForm } from './project/ProjectForm';

export type PlanFormTarget =
  | { kind: 'project'; id?: string } // no id: a new one
  | { kind: 'phase'; id?: string; projectId?: string }
  | { kind: 'keyDate'; id?: string; projectId: string }
  | { kind: 'job'; id?: string; phaseId?: string; clientId?: string } // with id: details + lifecycle actions
  | { kind: 'internalTask'; id?: string; phaseId?: string; clientId?: string };

const TITLES: Record<PlanFormTarget['kind'], { create: TextKey; edit: TextKey }> = {
  project: { create: 'plan.forms.project.create', edit: 'plan.forms.project.edit' },
  phase: { create: 'plan.forms.phase.create', edit: 'plan.forms.phase.edit' },
  keyDate: { create: 'plan.forms.keyDate.create', edit: 'plan.forms.keyDate.edit' },
  job: { create: 'plan.forms.job.create', edit: 'plan.forms.job.edit' },
  internalTask: { create: 'plan.forms.internalTask.create', edit: 'plan.forms.internalTask.edit' },
};

/** The drawer's title, also its form's accessible name: "Create project", "Edit job", … */
export const planFormTitle = (target: PlanFormTarget, t: (key: TextKey) => string) => t(TITLES[target.kind][target.id ? 'edit' : 'create']);

/** One drawer for every plan form; `onSaved` after any change (the plan reloads). Closed when target is null. */
export function PlanFormDrawer({
  target,
  onClose,
  onSaved,
}: {
  target: PlanFormTarget | null;
  onClose: () => void;
  onSaved: () => void;
}): JSX.Element {
  const t = useText();
  const narrow = !Grid.useBreakpoint().md;
  const title = target ? planFormTitle(target, t) : '';
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
        <PlanForm key={`${target.kind}-${target.id ?? 'new'}`} target={target} name={title} onClose={onClose} onSaved={onSaved} />
      ) : null}
    </Drawer>
  );
}

function PlanForm({ target, ...props }: { target: PlanFormTarget; name: string; onClose: () => void; onSaved: () => void }) {
  switch (target.kind) {
    case 'project':
      return <ProjectForm {...props} id={target.id} />;
    case 'phase':
      return <PhaseForm {...props} id={target.id} projectId={target.projectId} />;
    case 'keyDate':
      return <KeyDateForm {...props} id={target.id} projectId={target.projectId} />;
    case 'job':
      return <JobForm {...props} id={target.id} phaseId={target.phaseId} clientId={target.clientId} />;
    case 'internalTask':
      return <InternalTaskForm {...props} id={target.id} phaseId={target.phaseId} clientId={target.clientId} />;
  }
}
