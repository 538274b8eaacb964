import { createContext, useCallback, useContext, useMemo, useRef, useState, type DragEvent } from 'react';
import type { PlanQuarter } from '@work/shared-contracts/plan';
import type { PlanPhaseData } from './plan.graphql';

/**
 * Reordering by native HTML5 drag and drop (ADR 0277): a drag handle starts it, and quarter headings, rows and each
 * quarter's end take the drop. What is being dragged sits in a ref, so a drag over the rows costs no render; only the
 * target under the pointer changes its look. The row menus are the keyboard's way to do the same.
 */
export type DragItem = { kind: 'project'; id: string } | { kind: 'phase'; id: string; phase: PlanPhaseData };

export type DropTarget =
  | { kind: 'quarter'; quarter: PlanQuarter; position: 'first' | 'last' }
  | { kind: 'project'; id: string; quarter: PlanQuarter }
  | { kind: 'phase'; phase: PlanPhaseData; quarter: PlanQuarter };

export interface PlanDrag {
  start(item: DragItem, event: DragEvent): void;
  end(): void;
  accepts(target: DropTarget): boolean;
  drop(target: DropTarget): void;
  /** What kind of thing is being dragged (for the drop hints), null when nothing is. */
  dragging: DragItem['kind'] | null;
}

/** Whether `target` takes `item`: a project goes among projects; a phase among its siblings (same project and parent). */
export function accepts(item: DragItem | null, target: DropTarget): boolean {
  if (!item) return false;
  if (target.kind === 'quarter') return true;
  if (item.kind === 'project') return target.kind === 'project';
  return target.kind === 'phase' && target.phase.projectId === item.phase.projectId && target.phase.parentId === item.phase.parentId;
}

export function usePlanDrag(onDrop: (item: DragItem, target: DropTarget) => void): PlanDrag {
  const item = useRef<DragItem | null>(null);
  const [dragging, setDragging] = useState<DragItem['kind'] | null>(null);
  const latestDrop = useRef(onDrop);
  latestDrop.current = onDrop;

  const end = useCallback(() => {
    item.current = null;
    setDragging(null);
  }, []);
  const start = useCallback((dragged: DragItem, event: DragEvent) => {
    item.current = dragged;
    event.dataTransfer?.setData('text/plain', `${dragged.kind}:${dragged.id}`);
    if (event.dataTransfer) event.dataTransfer.effectAllowed = 'move';
    // after the browser has taken its drag image: changing the page under the pointer at once can cancel the drag
    setTimeout(() => setDragging(item.current?.kind ?? null), 0);
  }, []);
  const acceptsTarget = useCallback((target: DropTarget) => accepts(item.current, target), []);
  const drop = useCallback(
    (target: DropTarget) => {
      const dragged = item.current;
      end();
      if (dragged && accepts(dragged, target)) latestDrop.current(dragged, target);
    },
    [end],
  );
  return useMemo(() => ({ start, end, accepts: acceptsTarget, drop, dragging }), [start, end, acceptsTarget, drop, dragging]);
}

const NO_DRAG: PlanDrag = { start: () => {}, end: () => {}, accepts: () => false, drop: () => {}, dragging: null };
export const PlanDragContext = createContext<PlanDrag>(NO_DRAG);

/** A drop target's handlers and whether a dragged item is over it now. */
export function useDropTarget(target: DropTarget) {
  const drag = useContext(PlanDragContext);
  const [over, setOver] = useState(false);
  // dragenter and dragleave also fire for the target's children: count them, so the look does not flicker
  const depth = useRef(0);
  const handlers = {
    onDragOver: (event: DragEvent) => {
      if (!drag.accepts(target)) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'move';
    },
    onDragEnter: (event: DragEvent) => {
      if (!drag.accepts(target)) return;
      event.preventDefault();
      depth.current += 1;
      setOver(true);
    },
    onDragLeave: () => {
      depth.current = Math.max(0, depth.current - 1);
      if (depth.current === 0) setOver(false);
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      depth.current = 0;
      setOver(false);
      drag.drop(target);
    },
  };
  return { over, handlers };
}
