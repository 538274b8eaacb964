import { useEffect, useRef, useState, type DragEvent, type HTMLAttributes, type Key, type RefObject } from 'react';
import { useText } from '../text/catalogue';
import type { DataGridProps } from './types';

/** `data-` attribute on each handle, so a row moved by keyboard gets its handle's focus back after the rows re-render. */
export const HANDLE_ATTRIBUTE = 'data-grid-reorder';

export type HandleProps = Pick<HTMLAttributes<HTMLElement>, 'draggable' | 'onDragStart' | 'onDragEnd' | 'onKeyDown'> & {
  [HANDLE_ATTRIBUTE]: string;
};

/**
 * Reordering with native drag events (rows are drop targets, the handle is the drag source) and the keyboard (ArrowUp
 * and ArrowDown on the focused handle). One move at a time: the next waits for the caller's promise.
 */
export function useReorder<Row>({
  rows,
  rowKey,
  rowName,
  reorder,
  pageOffset,
  container,
}: Pick<DataGridProps<Row>, 'rows' | 'rowKey' | 'rowName' | 'reorder'> & {
  pageOffset: number;
  container: RefObject<HTMLElement | null>;
}) {
  const t = useText();
  const [dragging, setDragging] = useState<number | null>(null);
  const [dropIndex, setDropIndex] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const moving = useRef(false);
  const refocus = useRef<Key | null>(null);

  // React moves the row's DOM node, which drops its focus in browsers: give it back once the new order shows.
  useEffect(() => {
    const key = refocus.current;
    if (key === null || !container.current) return;
    const handles = container.current.querySelectorAll<HTMLElement>(`[${HANDLE_ATTRIBUTE}]`);
    const handle = [...handles].find((element) => element.getAttribute(HANDLE_ATTRIBUTE) === String(key));
    if (handle && handle !== document.activeElement) handle.focus();
    refocus.current = null;
  }, [rows, container]);

  const move = async (fromIndex: number, toIndex: number, byKeyboard: boolean) => {
    const row = rows[fromIndex];
    if (!reorder || !row || moving.current || fromIndex === toIndex || toIndex < 0 || toIndex >= rows.length) return;
    moving.current = true;
    if (byKeyboard) refocus.current = rowKey(row);
    try {
      await reorder.onMove(row, toIndex, { fromIndex, pageOffset });
      setAnnouncement(t('ui.grid.moved', { name: rowName(row), position: pageOffset + toIndex + 1 }));
    } catch {
      // The caller reports its own failure; the rows keep their order.
      refocus.current = null;
    } finally {
      moving.current = false;
    }
  };

  const endDrag = () => {
    setDragging(null);
    setDropIndex(null);
  };

  /** Props for the handle button of the row at `index`. */
  const handleProps = (row: Row, index: number): HandleProps => ({
    [HANDLE_ATTRIBUTE]: String(rowKey(row)),
    draggable: true,
    onDragStart: (event: DragEvent<HTMLElement>) => {
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', String(rowKey(row)));
      // The whole row follows the pointer, not just the handle.
      const tr = event.currentTarget.closest('tr');
      if (tr) event.dataTransfer.setDragImage(tr, 16, 16);
      setDragging(index);
    },
    onDragEnd: endDrag,
    onKeyDown: (event) => {
      if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
      event.preventDefault();
      void move(index, event.key === 'ArrowUp' ? index - 1 : index + 1, true);
    },
  });

  /** Props for the row at `index` as a drop target. */
  const rowProps = (index: number): HTMLAttributes<HTMLElement> => {
    if (dragging === null) return {};
    return {
      onDragOver: (event) => {
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        if (dropIndex !== index) setDropIndex(index);
      },
      onDrop: (event) => {
        event.preventDefault();
        const from = dragging;
        endDrag();
        void move(from, index, false);
      },
    };
  };

  return { handleProps, rowProps, dragging, dropIndex, announcement };
}
