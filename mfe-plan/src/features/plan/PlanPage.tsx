import { useCallback, useMemo, useRef, useState } from 'react';
import { Button, Flex, Pagination, Skeleton } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from 'urql';
import { EmptyState, PageResult } from '@work/shared-ui';
import { useText } from '../../text';
import { PlanFormDrawer, type PlanFormTarget } from '../plan-forms';
import { MoveJobsModal } from './MoveJobsModal';
import { MoveToQuarterModal } from './MoveToQuarterModal';
import { PlanFilterBar } from './PlanFilterBar';
import { PlanGantt, type PhaseAction, type PlanRowActions, type ProjectAction } from './PlanGantt';
import { PlanToolbar } from './PlanToolbar';
import { PlanViewQuery, type PlanData } from './plan.graphql';
import { PlanDragContext, usePlanDrag, type DragItem, type DropTarget } from './planDrag';
import { planRange, stepAnchor, timeScale } from './planRange';
import { planModel, projectsShownIn, siblingsIn, stepPosition, type PhaseNode, type PlanModel, type ProjectNode } from './planRows';
import { planVariables, readView, writeView, type PlanViewState } from './planView';
import { usePlanChanges, type Moved } from './usePlanChanges';
import { usePlatformNow } from '../../common/usePlatformNow';

/** /plan (§2 Plan): the Gantt of projects, phases and their work, waiting for the platform clock's today. */
export function PlanPage() {
  const today = usePlatformNow()?.today ?? null;
  return today ? <Plan today={today} /> : <PlanLoading />;
}

function PlanLoading() {
  const t = useText();
  return (
    <div role="status" aria-label={t('plan.view.loading')}>
      <Skeleton active paragraph={{ rows: 8 }} />
    </div>
  );
}

function Plan({ today }: { today: string }) {
  const t = useText();
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readView(params), [params]);
  const { zoom, from } = view;
  const range = useMemo(() => planRange(zoom, from ?? today), [zoom, from, today]);
  const scale = useMemo(() => timeScale(range.startDate, range.endDate), [range]);
  const variables = useMemo(() => planVariables(view, range), [view, range]);
  const [{ data, fetching, error }, refetch] = useQuery({ query: PlanViewQuery, variables, requestPolicy: 'cache-and-network' });
  const reload = useCallback(() => refetch({ requestPolicy: 'network-only' }), [refetch]);
  const plan = data?.plan ?? null;
  const model = useMemo(() => (plan ? planModel(plan) : null), [plan]);
  const clientNames = useClientNames(plan);
  const display = useMemo(() => ({ showOwner: view.showOwner, showClients: view.showClients }), [view.showOwner, view.showClients]);
  const setView = useCallback(
    (changes: Partial<PlanViewState>) => setParams((current) => writeView(current, changes), { replace: true }),
    [setParams],
  );

  const [selection, setSelection] = useState<ReadonlySet<string>>(() => new Set());
  const jobIds = useMemo(() => jobIdsOf(plan), [plan]);
  const selected = useMemo(() => [...selection].filter((id) => jobIds.has(id)), [selection, jobIds]);
  const [form, setForm] = useState<PlanFormTarget | null>(null);
  const [movingJobs, setMovingJobs] = useState(false);
  const [quarterMove, setQuarterMove] = useState<Moved | null>(null);
  const changes = usePlanChanges(model, reload);

  const drag = usePlanDrag((item, target) => {
    const moved = model && movedOf(model, item);
    if (!moved) return;
    const position = target.kind === 'quarter' ? target.position : { before: targetId(target) };
    void changes.reorder(moved, target.quarter, position);
  });

  const projectAction = (node: ProjectNode, action: ProjectAction) => {
    const { project } = node;
    const moved: Moved = { kind: 'project', node };
    if (action === 'addPhase') setForm({ kind: 'phase', projectId: project.id });
    else if (action === 'addKeyDate') setForm({ kind: 'keyDate', projectId: project.id });
    else if (action === 'edit') setForm({ kind: 'project', id: project.id });
    else if (action === 'moveToQuarter') setQuarterMove(moved);
    else if (action === 'complete') void changes.complete(moved);
    else if (action === 'delete') void changes.remove(moved);
    else if (model) {
      const quarter = { year: project.quarter.year, quarter: project.quarter.quarter as 1 | 2 | 3 | 4 };
      const position = stepPosition(projectsShownIn(model, quarter), project.id, action === 'moveUp' ? -1 : 1);
      if (position) void changes.reorder(moved, quarter, position);
    }
  };
  const phaseAction = (node: PhaseNode, action: PhaseAction) => {
    const { phase, project } = node;
    const moved: Moved = { kind: 'phase', node };
    if (action === 'addJob') setForm({ kind: 'job', phaseId: phase.id, clientId: project.clientId });
    else if (action === 'addInternalTask') setForm({ kind: 'internalTask', phaseId: phase.id, clientId: project.clientId });
    else if (action === 'edit') setForm({ kind: 'phase', id: phase.id, projectId: project.id });
    else if (action === 'moveToQuarter') setQuarterMove(moved);
    else if (action === 'complete') void changes.complete(moved);
    else if (action === 'delete') void changes.remove(moved);
    else if (model) {
      const position = stepPosition(siblingsIn(model, phase, node.quarter), phase.id, action === 'moveUp' ? -1 : 1);
      if (position) void changes.reorder(moved, node.quarter, position);
    }
  };
  const toggleJob = (id: string, on: boolean) =>
    setSelection((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  // one actions object for the page's life (memoised rows keep it), calling the handlers of the latest render
  const latest = useRef({ openForm: setForm, toggleJob, projectAction, phaseAction });
  latest.current = { openForm: setForm, toggleJob, projectAction, phaseAction };
  const actions = useMemo<PlanRowActions>(
    () => ({
      openForm: (target) => latest.current.openForm(target),
      toggleJob: (id, on) => latest.current.toggleJob(id, on),
      projectAction: (node, action) => latest.current.projectAction(node, action),
      phaseAction: (node, action) => latest.current.phaseAction(node, action),
    }),
    [],
  );

  let content;
  if (error && !fetching) {
    content = (
      <div role="alert">
        <PageResult
          status="warning"
          title={t('plan.view.loadFailed')}
          subTitle={t('plan.view.loadFailedText')}
          extra={
            <Button type="primary" onClick={reload}>
              {t('plan.view.retry')}
            </Button>
          }
        />
      </div>
    );
  } else if (!plan || !model) {
    content = <PlanLoading />;
  } else if (!plan.projects.length && !plan.unphasedJobs.length) {
    content = <EmptyState title={t('plan.view.empty')} />;
  } else {
    content = (
      <PlanGantt
        model={model}
        range={range}
        scale={scale}
        today={today}
        display={display}
        clientNames={clientNames}
        selection={selection}
        actions={actions}
        busy={fetching}
      />
    );
  }

  return (
    <PlanDragContext.Provider value={drag}>
      <Flex vertical gap="middle">
        <PlanToolbar
          zoom={view.zoom}
          range={range}
          selectedCount={selected.length}
          onZoom={(next) => setView({ zoom: next })}
          onStep={(direction) => setView({ from: stepAnchor(view.zoom, view.from ?? today, direction) })}
          onToday={() => setView({ from: null })}
          onMoveJobs={() => setMovingJobs(true)}
          onClearSelection={() => setSelection(new Set())}
          onCreate={setForm}
        />
        <PlanFilterBar view={view} onChange={setView} />
        {content}
        {plan && plan.pagination.total > plan.pagination.limit ? (
          <nav aria-label={t('plan.view.pagination')}>
            <Pagination
              align="end"
              current={plan.pagination.page}
              pageSize={plan.pagination.limit}
              total={plan.pagination.total}
              showSizeChanger={false}
              onChange={(page) => setView({ page })}
            />
          </nav>
        ) : null}
      </Flex>
      <MoveJobsModal
        open={movingJobs}
        jobIds={selected}
        phases={model?.phases ?? []}
        onClose={() => setMovingJobs(false)}
        onMoved={() => {
          setMovingJobs(false);
          setSelection(new Set());
          reload();
        }}
      />
      <MoveToQuarterModal
        move={quarterMove}
        quarters={model?.quarters.map((group) => group.quarter) ?? []}
        onClose={() => setQuarterMove(null)}
        onMove={(moved, quarter) => {
          setQuarterMove(null);
          void changes.reorder(moved, quarter, 'last');
        }}
      />
      <PlanFormDrawer target={form} onClose={() => setForm(null)} onSaved={reload} />
    </PlanDragContext.Provider>
  );
}

function jobIdsOf(plan: PlanData | null): ReadonlySet<string> {
  const ids = new Set<string>(plan?.unphasedJobs.map((job) => job.id));
  for (const project of plan?.projects ?? []) for (const phase of project.phases) for (const job of phase.jobs) ids.add(job.id);
  return ids;
}

function movedOf(model: PlanModel, item: DragItem): Moved | null {
  if (item.kind === 'phase') {
    const node = model.phases.find((p) => p.phase.id === item.id);
    return node ? { kind: 'phase', node } : null;
  }
  const node = model.quarters.flatMap((group) => group.projects).find((p) => p.project.id === item.id);
  return node ? { kind: 'project', node } : null;
}

const targetId = (target: Exclude<DropTarget, { kind: 'quarter' }>) => (target.kind === 'project' ? target.id : target.phase.id);

/** The names of the page's clients, from what the plan answers (projects and jobs carry their client's name). */
function useClientNames(plan: PlanData | null): ReadonlyMap<string, string> {
  return useMemo(() => {
    const names = new Map<string, string>();
    for (const job of plan?.unphasedJobs ?? []) names.set(job.clientId, job.clientName);
    for (const project of plan?.projects ?? []) names.set(project.clientId, project.clientName);
    return names;
  }, [plan]);
}
