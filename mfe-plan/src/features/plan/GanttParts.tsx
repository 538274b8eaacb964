import { memo, useContext, type CSSProperties, type DragEvent, type ReactNode } from 'react';
import { Button, Dropdown, theme, type MenuProps } from 'antd';
import HolderOutlined from '@ant-design/icons/HolderOutlined';
import MoreOutlined from '@ant-design/icons/MoreOutlined';
import { PlanDragContext, useDropTarget, type DragItem, type DropTarget } from './planDrag';
import type { TimeScale } from './planRange';

/** The width of the rows' names, and the height of a row (px). */
export const LABEL_WIDTH = 340;
export const ROW_HEIGHT = 34;
/** The narrowest a time column may get before the chart scrolls sideways (px). */
export const MIN_COLUMN_WIDTH = 48;

const percent = (share: number) => `${(share * 100).toFixed(4)}%`;

/**
 * One row of the chart: its name on the left, its time on the right (a CSS grid, the same columns in every row so the
 * bars line up under the axis). A drop target when `drop` is given.
 */
export function RowFrame({
  label,
  children,
  depth = 0,
  background,
  drop,
  testId,
}: {
  label: ReactNode;
  children?: ReactNode;
  depth?: number;
  background?: string;
  drop?: DropTarget;
  testId?: string;
}) {
  const { token } = theme.useToken();
  const style: CSSProperties = {
    display: 'grid',
    gridTemplateColumns: `${LABEL_WIDTH}px 1fr`,
    minHeight: ROW_HEIGHT,
    borderBottom: `1px solid ${token.colorBorderSecondary}`,
    background,
  };
  const content = (
    <>
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 4,
          minWidth: 0,
          padding: `0 8px 0 ${8 + depth * 16}px`,
          borderInlineEnd: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        {label}
      </div>
      <div style={{ position: 'relative', minHeight: ROW_HEIGHT }}>{children}</div>
    </>
  );
  return drop ? (
    <DropRow style={style} target={drop} testId={testId}>
      {content}
    </DropRow>
  ) : (
    <div style={style} data-testid={testId}>
      {content}
    </div>
  );
}

function DropRow({ style, target, testId, children }: { style: CSSProperties; target: DropTarget; testId?: string; children: ReactNode }) {
  const { token } = theme.useToken();
  const drag = useContext(PlanDragContext);
  const { over, handlers } = useDropTarget(target);
  const shown = over && drag.dragging !== null;
  // the line above the row: where the dragged item lands (before this row)
  return (
    <div style={{ ...style, boxShadow: shown ? `inset 0 3px 0 ${token.colorPrimary}` : undefined }} data-testid={testId} {...handlers}>
      {children}
    </div>
  );
}

/**
 * The strip after a quarter's last project: a drop there puts the dragged item last in the quarter. Always the same
 * height, so nothing under the pointer moves when a drag starts.
 */
export function EndDropZone({ target, label }: { target: DropTarget; label: string }) {
  const { token } = theme.useToken();
  const drag = useContext(PlanDragContext);
  const { over, handlers } = useDropTarget(target);
  const dragging = drag.dragging !== null;
  return (
    <div
      title={label}
      data-testid={target.kind === 'quarter' ? `quarter-end-${target.quarter.year}-Q${target.quarter.quarter}` : undefined}
      style={{
        height: 18,
        display: 'flex',
        alignItems: 'center',
        paddingInlineStart: 8,
        color: token.colorTextSecondary,
        fontSize: 11,
        background: over && dragging ? token.colorPrimaryBg : undefined,
        borderBottom: `1px ${dragging ? 'dashed' : 'solid'} ${dragging ? token.colorBorder : token.colorBorderSecondary}`,
      }}
      {...handlers}
    >
      {dragging ? label : null}
    </div>
  );
}

/** The drag handle of a project or phase row (native HTML5 drag and drop). */
export function DragHandle({ item, label, disabled }: { item: DragItem; label: string; disabled?: boolean }) {
  const drag = useContext(PlanDragContext);
  if (disabled) return <span style={{ display: 'inline-block', width: 24, flex: 'none' }} />;
  return (
    <Button
      type="text"
      size="small"
      icon={<HolderOutlined />}
      aria-label={label}
      title={label}
      draggable
      style={{ cursor: 'grab', flex: 'none' }}
      onDragStart={(event: DragEvent) => drag.start(item, event)}
      onDragEnd={() => drag.end()}
    />
  );
}

/** A row's menu (the keyboard's way to every row action, reorder included). */
export function RowMenu({ label, items, onAction }: { label: string; items: MenuProps['items']; onAction: (key: string) => void }) {
  return (
    <Dropdown trigger={['click']} menu={{ items, onClick: ({ key }) => onAction(key) }}>
      <Button type="text" size="small" icon={<MoreOutlined />} aria-label={label} title={label} style={{ flex: 'none' }} />
    </Dropdown>
  );
}

/** The colours of one kind of bar. */
export interface BarTone {
  fill: string;
  border: string;
  text?: string;
}

const barBox = (left: number, width: number, tone: BarTone, inset = 8): CSSProperties => ({
  position: 'absolute',
  top: inset,
  bottom: inset,
  left: percent(left),
  width: `max(${percent(width)}, 4px)`,
  background: tone.fill,
  border: `1px solid ${tone.border}`,
  borderRadius: 4,
  padding: 0,
  overflow: 'hidden',
});

/**
 * Something with days on the chart: a bar from start to end, a diamond when only one end is known, or a note when it
 * has no days or none in the range. A button when it opens something.
 */
export const TimeMark = memo(function TimeMark({
  scale,
  start,
  end,
  tone,
  label,
  none,
  onOpen,
  inset,
}: {
  scale: TimeScale;
  start: string | null;
  end: string | null;
  tone: BarTone;
  /** The accessible name (and tooltip) of the mark. */
  label: string;
  /** What shows when there is nothing to draw ("No dates", "Outside this range"). */
  none: { noDates: string; outside: string };
  onOpen?: () => void;
  inset?: number;
}) {
  const { token } = theme.useToken();
  const from = start ?? end;
  const to = end ?? start;
  const span = from && to ? scale.span(from <= to ? from : to, from <= to ? to : from) : null;
  const common = { 'aria-label': label, title: label, onClick: onOpen };
  if (!span) {
    const text = from ? none.outside : none.noDates;
    const style: CSSProperties = { position: 'absolute', left: 8, top: 6, fontSize: 12, color: token.colorTextTertiary };
    return onOpen ? (
      <Button type="link" size="small" {...common} style={{ ...style, padding: 0, height: 22 }}>
        {text}
      </Button>
    ) : (
      <span role="img" {...common} style={style}>
        {text}
      </span>
    );
  }
  if (start && end) {
    const style = { ...barBox(span.left, span.width, tone, inset), cursor: onOpen ? 'pointer' : undefined };
    return onOpen ? <button type="button" {...common} style={style} /> : <span role="img" {...common} style={style} />;
  }
  return <Diamond share={span.left + span.width / 2} tone={tone} label={label} onOpen={onOpen} />;
});

/** A diamond on a day (a key date, or a job with only one known end). */
export function Diamond({
  share,
  tone,
  label,
  onOpen,
  size = 12,
}: {
  share: number;
  tone: BarTone;
  label: string;
  onOpen?: () => void;
  size?: number;
}) {
  const style: CSSProperties = {
    position: 'absolute',
    top: (ROW_HEIGHT - size) / 2 - 1,
    left: `calc(${percent(share)} - ${size / 2}px)`,
    width: size,
    height: size,
    padding: 0,
    border: 0,
    background: 'transparent',
    cursor: onOpen ? 'pointer' : undefined,
    lineHeight: 0,
  };
  const glyph = (
    <svg width={size} height={size} viewBox="0 0 12 12" aria-hidden focusable="false">
      <path d="M6 0 L12 6 L6 12 L0 6 Z" fill={tone.fill} stroke={tone.border} />
    </svg>
  );
  return onOpen ? (
    <button type="button" aria-label={label} title={label} onClick={onOpen} style={style}>
      {glyph}
    </button>
  ) : (
    <span role="img" aria-label={label} title={label} style={style}>
      {glyph}
    </span>
  );
}
