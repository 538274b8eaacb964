import { memo, useId, useMemo } from 'react';
import { Checkbox, Tag, Typography, theme, type MenuProps } from 'antd';
import type { PlanQuarter } from '@work/shared-contracts/plan';
import { hasText, useText } from '../../text';
import type { PlanFormTarget } from '../plan-forms';
import { longDay, mediumDay } from './days';
import { DragHandle, Diamond, EndDropZone, LABEL_WIDTH, MIN_COLUMN_WIDTH, RowFrame, RowMenu, TimeMark, type BarTone } from './GanttParts';
import type { PlanJobData, PlanTaskData } from './plan.graphql';
import type { PlanRange, TimeScale } from './planRange';
import {
  jobDays,
  projectsShownIn,
  siblingsIn,
  taskDays,
  type ClientGroup,
  type PhaseNode,
  type PlanModel,
  type ProjectNode,
  type QuarterGroup,
} from './planRows';

/** What the rows show beside their names (the display toggles). */
export interface PlanDisplay {
  showOwner: boolean;
  showClients: boolean;
}

export type ProjectAction = 'addPhase' | 'addKeyDate' | 'edit' | 'moveUp' | 'moveDown' | 'moveToQuarter' | 'complete' | 'delete';
export type PhaseAction = 'addJob' | 'addInternalTask' | 'edit' | 'moveUp' | 'moveDown' | 'moveToQuarter' | 'complete' | 'delete';

/** What the rows ask the page to do; one object for the page's life, so memoised rows do not render again for it. */
export interface PlanRowActions {
  openForm(target: PlanFormTarget): void;
  toggleJob(id: string, selected: boolean): void;
  projectAction(node: ProjectNode, action: ProjectAction): void;
  phaseAction(node: PhaseNode, action: PhaseAction): void;
}

type Text = ReturnType<typeof useText>;

export const quarterName = (t: Text, q: PlanQuarter) => t('plan.view.quarter', { quarter: q.quarter, year: q.year });
const statusName = (t: Text, status: string) => {
  const key = `plan.view.status.${status.toLowerCase()}`;
  return hasText(key) ? t(key) : status;
};

/**
 * The plan as a Gantt chart of our own (ADR 0277): a time axis, then a section per quarter (its heading a drop target)
 * with its projects by priority, each with its phases and their jobs and internal tasks, then the jobs without a
 * phase under their client. Rows are plain CSS-grid rows, memoised per project, so 200 jobs render once per answer.
 */
export const PlanGantt = memo(function PlanGantt({
  model,
  range,
  scale,
  today,
  display,
  clientNames,
  selection,
  actions,
  busy,
}: {
  model: PlanModel;
  range: PlanRange;
  scale: TimeScale;
  today: string;
  display: PlanDisplay;
  clientNames: ReadonlyMap<string, string>;
  selection: ReadonlySet<string>;
  actions: PlanRowActions;
  busy: boolean;
}) {
  const t = useText();
  const minWidth = LABEL_WIDTH + range.columns.length * MIN_COLUMN_WIDTH;
  return (
    <div
      role="region"
      aria-label={t('plan.view.chart')}
      aria-busy={busy}
      style={{ overflowX: 'auto', opacity: busy ? 0.7 : 1, transition: 'opacity 0.2s' }}
    >
      <div style={{ minWidth }}>
        <TimeAxis range={range} scale={scale} today={today} />
        <div style={{ position: 'relative' }}>
          <GridOverlay range={range} scale={scale} today={today} />
          {model.quarters.map((group) => (
            <QuarterSection
              key={group.key}
              group={group}
              model={model}
              scale={scale}
              display={display}
              clientNames={clientNames}
              selection={selection}
              actions={actions}
            />
          ))}
          {model.unphased.length ? (
            <UnphasedSection groups={model.unphased} scale={scale} display={display} selection={selection} actions={actions} />
          ) : null}
        </div>
      </div>
    </div>
  );
});

function TimeAxis({ range, scale, today }: { range: PlanRange; scale: TimeScale; today: string }) {
  const t = useText();
  const { token } = theme.useToken();
  return (
    <RowFrame
      background={token.colorFillQuaternary}
      label={
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('plan.view.range', { start: mediumDay(range.startDate), end: mediumDay(range.endDate) })}
        </Typography.Text>
      }
    >
      <div
        role="list"
        aria-label={t('plan.view.timeline', { start: mediumDay(range.startDate), end: mediumDay(range.endDate) })}
        style={{ position: 'absolute', inset: 0 }}
      >
        {range.columns.map((column) => {
          const span = scale.span(column.start, column.end)!;
          return (
            <div
              role="listitem"
              key={column.start}
              style={{
                position: 'absolute',
                top: 0,
                bottom: 0,
                left: `${span.left * 100}%`,
                width: `${span.width * 100}%`,
                display: 'flex',
                alignItems: 'center',
                paddingInlineStart: 4,
                fontSize: 12,
                color: token.colorTextSecondary,
                whiteSpace: 'nowrap',
                overflow: 'hidden',
              }}
            >
              {column.label}
            </div>
          );
        })}
      </div>
      {scale.shows(today) ? (
        <span
          aria-hidden
          style={{
            position: 'absolute',
            bottom: 0,
            left: `${(scale.at(today) + (scale.span(today, today)?.width ?? 0) / 2) * 100}%`,
            transform: 'translateX(-50%)',
            fontSize: 11,
            lineHeight: '14px',
            padding: '0 4px',
            borderRadius: 3,
            color: token.colorWhite,
            background: token.colorError,
            zIndex: 2,
          }}
        >
          {t('plan.view.today')}
        </span>
      ) : null}
    </RowFrame>
  );
}

/** The column lines and the Today marker over every row (one layer, drawn once). */
function GridOverlay({ range, scale, today }: { range: PlanRange; scale: TimeScale; today: string }) {
  const t = useText();
  const { token } = theme.useToken();
  const todaySpan = scale.shows(today) ? scale.span(today, today) : null;
  return (
    <div style={{ position: 'absolute', top: 0, bottom: 0, left: LABEL_WIDTH, right: 0, pointerEvents: 'none', zIndex: 1 }}>
      {range.columns.slice(1).map((column) => (
        <span
          key={column.start}
          aria-hidden
          style={{
            position: 'absolute',
            top: 0,
            bottom: 0,
            left: `${scale.at(column.start) * 100}%`,
            borderInlineStart: `1px solid ${token.colorSplit}`,
          }}
        />
      ))}
      {todaySpan ? (
        <span
          role="img"
          aria-label={t('plan.view.todayMarker', { day: longDay(today) })}
          title={t('plan.view.todayMarker', { day: longDay(today) })}
          data-testid="today-marker"
          style={{
            position: 'absolute',
            top: 0,
            bottom: 0,
            left: `calc(${(todaySpan.left + todaySpan.width / 2) * 100}% - 1px)`,
            width: 2,
            background: token.colorError,
          }}
        />
      ) : null}
    </div>
  );
}

function QuarterSection({
  group,
  model,
  scale,
  display,
  clientNames,
  selection,
  actions,
}: {
  group: QuarterGroup;
  model: PlanModel;
  scale: TimeScale;
  display: PlanDisplay;
  clientNames: ReadonlyMap<string, string>;
  selection: ReadonlySet<string>;
  actions: PlanRowActions;
}) {
  const t = useText();
  const { token } = theme.useToken();
  const headingId = useId();
  const name = quarterName(t, group.quarter);
  return (
    <section aria-labelledby={headingId}>
      <RowFrame
        background={token.colorFillTertiary}
        drop={{ kind: 'quarter', quarter: group.quarter, position: 'first' }}
        testId={`quarter-${group.key}`}
        label={
          <Typography.Title
            level={2}
            id={headingId}
            style={{ fontSize: 15, margin: 0 }}
            title={t('plan.view.dropFirst', { quarter: name })}
          >
            {name}
          </Typography.Title>
        }
      />
      {group.projects.map((node) => (
        <ProjectBlock
          key={node.project.id}
          node={node}
          model={model}
          scale={scale}
          display={display}
          clientName={clientNames.get(node.project.clientId) ?? null}
          selection={selection}
          actions={actions}
        />
      ))}
      <EndDropZone
        target={{ kind: 'quarter', quarter: group.quarter, position: 'last' }}
        label={t('plan.view.dropLast', { quarter: name })}
      />
    </section>
  );
}

/** A project's rows: the project (its span and key dates), its phases and their work. Renders again only when its answer, the display or the selection changes. */
const ProjectBlock = memo(function ProjectBlock({
  node,
  model,
  scale,
  display,
  clientName,
  selection,
  actions,
}: {
  node: ProjectNode;
  model: PlanModel;
  scale: TimeScale;
  display: PlanDisplay;
  clientName: string | null;
  selection: ReadonlySet<string>;
  actions: PlanRowActions;
}) {
  const t = useText();
  const { token } = theme.useToken();
  const { project } = node;
  const active = project.status === 'active';
  const shown = projectsShownIn(model, project.quarter as PlanQuarter);
  const at = shown.indexOf(project.id);
  const items: MenuProps['items'] = [
    { key: 'addPhase', label: t('plan.view.menu.addPhase') },
    { key: 'addKeyDate', label: t('plan.view.menu.addKeyDate') },
    { key: 'edit', label: t('plan.view.menu.edit') },
    { type: 'divider' },
    { key: 'moveUp', label: t('plan.view.menu.moveUp'), disabled: at <= 0 },
    { key: 'moveDown', label: t('plan.view.menu.moveDown'), disabled: at < 0 || at === shown.length - 1 },
    { key: 'moveToQuarter', label: t('plan.view.menu.moveToQuarter') },
    { type: 'divider' },
    { key: 'complete', label: t('plan.view.menu.complete') },
    { key: 'delete', label: t('plan.view.menu.delete'), danger: true },
  ];
  const spanTone: BarTone = { fill: token.colorPrimaryBg, border: token.colorPrimaryBorder };
  const keyDateTone: BarTone = { fill: token.colorWarning, border: token.colorWarningActive };
  return (
    <div role="group" aria-label={t('plan.view.project', { name: project.name })}>
      <RowFrame
        drop={{ kind: 'project', id: project.id, quarter: project.quarter as PlanQuarter }}
        testId={`project-${project.id}`}
        label={
          <>
            <DragHandle
              item={{ kind: 'project', id: project.id }}
              label={t('plan.view.dragProject', { name: project.name })}
              disabled={!active}
            />
            <RowName
              strong
              name={project.name}
              details={[
                display.showClients ? clientName : null,
                display.showOwner ? t('plan.view.owner', { name: project.owner.fullName }) : null,
              ]}
            />
            {active ? null : <Tag style={{ marginInlineEnd: 0 }}>{t('plan.view.completed')}</Tag>}
            {active ? (
              <RowMenu
                label={t('plan.view.projectMenu', { name: project.name })}
                items={items}
                onAction={(key) => actions.projectAction(node, key as ProjectAction)}
              />
            ) : null}
          </>
        }
      >
        {node.span && scale.span(node.span.start, node.span.end) ? (
          <TimeMark
            scale={scale}
            start={node.span.start}
            end={node.span.end}
            inset={13}
            tone={spanTone}
            label={t('plan.view.projectSpan', { name: project.name, start: mediumDay(node.span.start), end: mediumDay(node.span.end) })}
            none={{ noDates: '', outside: '' }}
          />
        ) : null}
        {project.keyDates
          .filter((k) => scale.shows(k.date))
          .map((keyDate) => {
            const span = scale.span(keyDate.date, keyDate.date)!;
            return (
              <Diamond
                key={keyDate.id}
                share={span.left + span.width / 2}
                tone={keyDateTone}
                size={14}
                label={t('plan.view.keyDate', { description: keyDate.description, day: mediumDay(keyDate.date) })}
                onOpen={active ? () => actions.openForm({ kind: 'keyDate', id: keyDate.id, projectId: project.id }) : undefined}
              />
            );
          })}
      </RowFrame>
      {node.phases.map((phase) => (
        <PhaseRows
          key={phase.phase.id}
          node={phase}
          model={model}
          scale={scale}
          display={display}
          selection={selection}
          actions={actions}
        />
      ))}
    </div>
  );
});

function PhaseRows({
  node,
  model,
  scale,
  display,
  selection,
  actions,
}: {
  node: PhaseNode;
  model: PlanModel;
  scale: TimeScale;
  display: PlanDisplay;
  selection: ReadonlySet<string>;
  actions: PlanRowActions;
}) {
  const t = useText();
  const { token } = theme.useToken();
  const { phase } = node;
  const active = phase.status === 'active' && node.project.status === 'active';
  const siblings = siblingsIn(model, phase, node.quarter);
  const at = siblings.indexOf(phase.id);
  const items: MenuProps['items'] = [
    { key: 'addJob', label: t('plan.view.menu.addJob') },
    { key: 'addInternalTask', label: t('plan.view.menu.addInternalTask') },
    { key: 'edit', label: t('plan.view.menu.edit') },
    { type: 'divider' },
    { key: 'moveUp', label: t('plan.view.menu.moveUp'), disabled: at <= 0 },
    { key: 'moveDown', label: t('plan.view.menu.moveDown'), disabled: at < 0 || at === siblings.length - 1 },
    { key: 'moveToQuarter', label: t('plan.view.menu.moveToQuarter') },
    { type: 'divider' },
    { key: 'complete', label: t('plan.view.menu.complete') },
    { key: 'delete', label: t('plan.view.menu.delete'), danger: true },
  ];
  const tone: BarTone = active
    ? { fill: token.colorPrimaryBorder, border: token.colorPrimary }
    : { fill: token.colorFillSecondary, border: token.colorBorder };
  const depth = node.depth + 1;
  return (
    <>
      <RowFrame
        depth={depth}
        drop={{ kind: 'phase', phase, quarter: node.quarter }}
        testId={`phase-${phase.id}`}
        label={
          <>
            <DragHandle
              item={{ kind: 'phase', id: phase.id, phase }}
              label={t('plan.view.dragPhase', { name: phase.name })}
              disabled={!active}
            />
            <RowName name={phase.name} details={[display.showOwner ? t('plan.view.owner', { name: phase.owner.fullName }) : null]} />
            {phase.status === 'active' ? null : <Tag style={{ marginInlineEnd: 0 }}>{t('plan.view.completed')}</Tag>}
            {active ? (
              <RowMenu
                label={t('plan.view.phaseMenu', { name: phase.name })}
                items={items}
                onAction={(key) => actions.phaseAction(node, key as PhaseAction)}
              />
            ) : null}
          </>
        }
      >
        <TimeMark
          scale={scale}
          start={phase.startsAt}
          end={phase.endsAt}
          tone={tone}
          label={t('plan.view.phaseBar', { name: phase.name, start: mediumDay(phase.startsAt), end: mediumDay(phase.endsAt) })}
          none={{ noDates: t('plan.view.noDates'), outside: t('plan.view.outOfRange') }}
        />
      </RowFrame>
      {phase.jobs.map((job) => (
        <JobRow
          key={job.id}
          job={job}
          depth={depth + 1}
          scale={scale}
          display={display}
          selected={selection.has(job.id)}
          actions={actions}
        />
      ))}
      {phase.internalTasks.map((task) => (
        <TaskRow key={task.id} task={task} depth={depth + 1} scale={scale} display={display} actions={actions} />
      ))}
    </>
  );
}

/** A row's name, then what the toggles add (client, owner), cut with an ellipsis when long. */
function RowName({ name, details, strong }: { name: string; details: (string | null)[]; strong?: boolean }) {
  const extra = details.filter(Boolean).join(' · ');
  return (
    <span
      style={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      title={extra ? `${name} · ${extra}` : name}
    >
      <Typography.Text strong={strong}>{name}</Typography.Text>
      {extra ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {' '}
          · {extra}
        </Typography.Text>
      ) : null}
    </span>
  );
}

const JobRow = memo(function JobRow({
  job,
  depth,
  scale,
  display,
  selected,
  actions,
}: {
  job: PlanJobData;
  depth: number;
  scale: TimeScale;
  display: PlanDisplay;
  selected: boolean;
  actions: PlanRowActions;
}) {
  const t = useText();
  const { token } = theme.useToken();
  const { start, end } = jobDays(job);
  const status = statusName(t, job.status);
  const names = { name: job.name, status, start: start ? mediumDay(start) : '', end: end ? mediumDay(end) : '' };
  const label =
    start && end
      ? t('plan.view.jobBar', names)
      : start
        ? t('plan.view.jobStarts', names)
        : end
          ? t('plan.view.jobDue', names)
          : t('plan.view.jobNoDates', names);
  const draft = job.status === 'draft';
  const tone: BarTone = draft
    ? { fill: token.colorFillSecondary, border: token.colorBorder }
    : job.status === 'complete'
      ? { fill: token.colorSuccessBg, border: token.colorSuccess }
      : { fill: token.colorInfoBg, border: token.colorInfo };
  return (
    <RowFrame
      depth={depth}
      testId={`job-${job.id}`}
      label={
        <>
          <Checkbox
            checked={selected}
            aria-label={t('plan.view.selectJob', { name: job.name })}
            onChange={(event) => actions.toggleJob(job.id, event.target.checked)}
          />
          <RowName
            name={job.name}
            details={[
              display.showClients ? [job.clientName, job.channelName].filter(Boolean).join(', ') : null,
              display.showOwner ? t('plan.view.owner', { name: job.owner.fullName }) : null,
            ]}
          />
        </>
      }
    >
      <TimeMark
        scale={scale}
        start={start}
        end={end}
        tone={tone}
        label={label}
        none={{ noDates: t('plan.view.noDates'), outside: t('plan.view.outOfRange') }}
        onOpen={() => actions.openForm({ kind: 'job', id: job.id })}
      />
    </RowFrame>
  );
});

const TaskRow = memo(function TaskRow({
  task,
  depth,
  scale,
  display,
  actions,
}: {
  task: PlanTaskData;
  depth: number;
  scale: TimeScale;
  display: PlanDisplay;
  actions: PlanRowActions;
}) {
  const t = useText();
  const { token } = theme.useToken();
  const { start, end } = taskDays(task);
  const names = {
    name: task.summary,
    status: statusName(t, task.status),
    start: start ? mediumDay(start) : '',
    end: end ? mediumDay(end) : '',
  };
  const label =
    start && end
      ? t('plan.view.taskBar', names)
      : start
        ? t('plan.view.taskStarts', names)
        : end
          ? t('plan.view.taskDue', names)
          : t('plan.view.taskNoDates', names);
  return (
    <RowFrame
      depth={depth}
      testId={`task-${task.id}`}
      label={
        <>
          <Tag color="purple" style={{ marginInlineEnd: 4, flex: 'none' }}>
            {t('plan.view.internalTask')}
          </Tag>
          <RowName
            name={task.summary}
            details={[
              display.showClients ? [task.clientName, task.channelName].filter(Boolean).join(', ') : null,
              display.showOwner ? t('plan.view.owner', { name: task.owner.fullName }) : null,
            ]}
          />
        </>
      }
    >
      <TimeMark
        scale={scale}
        start={start}
        end={end}
        tone={{ fill: token.purple2 ?? token.colorFillSecondary, border: token.purple6 ?? token.colorBorder }}
        label={label}
        none={{ noDates: t('plan.view.noDates'), outside: t('plan.view.outOfRange') }}
        onOpen={() => actions.openForm({ kind: 'internalTask', id: task.id })}
      />
    </RowFrame>
  );
});

function UnphasedSection({
  groups,
  scale,
  display,
  selection,
  actions,
}: {
  groups: ClientGroup[];
  scale: TimeScale;
  display: PlanDisplay;
  selection: ReadonlySet<string>;
  actions: PlanRowActions;
}) {
  const t = useText();
  const { token } = theme.useToken();
  const headingId = useId();
  // the client heads each group here, so the rows need not repeat it
  const rowDisplay = useMemo(() => ({ ...display, showClients: false }), [display]);
  return (
    <section aria-labelledby={headingId}>
      <RowFrame
        background={token.colorFillTertiary}
        label={
          <Typography.Title level={2} id={headingId} style={{ fontSize: 15, margin: 0 }}>
            {t('plan.view.unphased')}
          </Typography.Title>
        }
      />
      {groups.map((group) => (
        <ClientBlock key={group.clientId} group={group} scale={scale} display={rowDisplay} selection={selection} actions={actions} />
      ))}
    </section>
  );
}

function ClientBlock({
  group,
  scale,
  display,
  selection,
  actions,
}: {
  group: ClientGroup;
  scale: TimeScale;
  display: PlanDisplay;
  selection: ReadonlySet<string>;
  actions: PlanRowActions;
}) {
  const headingId = useId();
  return (
    <div role="group" aria-labelledby={headingId}>
      <RowFrame
        label={
          <Typography.Title level={3} id={headingId} style={{ fontSize: 14, margin: 0 }}>
            {group.clientName}
          </Typography.Title>
        }
      />
      {group.jobs.map((job) => (
        <JobRow key={job.id} job={job} depth={1} scale={scale} display={display} selected={selection.has(job.id)} actions={actions} />
      ))}
    </div>
  );
}
