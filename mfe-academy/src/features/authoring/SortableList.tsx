import { useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { Button, Flex, theme } from 'antd';
import ArrowDownOutlined from '@ant-design/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/ArrowUpOutlined';
import HolderOutlined from '@ant-design/icons/HolderOutlined';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useText } from '../../text';

const VISUALLY_HIDDEN: CSSProperties = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' };

export interface SortableListProps<Item> {
  /** The list's accessible name. */
  label: string;
  items: readonly Item[];
  itemKey: (item: Item) => string;
  /** The item's name in the handle's and buttons' labels and in the announcements. */
  itemName: (item: Item) => string;
  /**
   * Saves the whole new order (the API takes every id once). Resolves true when saved; false or a rejection puts the
   * items back where they were (the caller says why). The list shows the new order meanwhile, and the next move waits.
   */
  onReorder: (ids: string[]) => Promise<boolean>;
  /** The row's content beside its handle and move buttons. */
  children: (item: Item, index: number) => ReactNode;
}

/**
 * A list reordered by dragging its handles (pointer or touch), by the keyboard on a handle (Space to pick up, arrows,
 * Space to drop: dnd-kit's keyboard sensor), or by each row's Move up and Move down buttons, which are also the way
 * without dragging (WCAG 2.5.7). Every move is announced.
 */
export function SortableList<Item>({ label, items, itemKey, itemName, onReorder, children }: SortableListProps<Item>) {
  const t = useText();
  const serverOrder = items.map(itemKey);
  const serverKey = serverOrder.join(',');
  // the order being saved; dropped as soon as the caller's items change (its reload, or a failure putting them back)
  const [pending, setPending] = useState<{ ids: string[]; over: string } | null>(null);
  if (pending && pending.over !== serverKey) setPending(null);
  const saving = useRef(false);
  const [announcement, setAnnouncement] = useState('');

  const byKey = new Map(items.map((item) => [itemKey(item), item]));
  const order = pending ? pending.ids.filter((id) => byKey.has(id)) : serverOrder;
  const ordered = order.map((id) => byKey.get(id)!);
  const nameOf = (id: UniqueIdentifier) => {
    const item = byKey.get(String(id));
    return item ? itemName(item) : String(id);
  };
  const position = (id: UniqueIdentifier) => ({ position: order.indexOf(String(id)) + 1, total: order.length });

  const move = async (from: number, to: number, announce: boolean) => {
    if (saving.current || from === to || to < 0 || to >= order.length) return;
    const ids = arrayMove(order, from, to);
    const moved = ids[to]!;
    saving.current = true;
    setPending({ ids, over: serverKey });
    if (announce) setAnnouncement(t('academy.admin.reorder.moved', { name: nameOf(moved), position: to + 1, total: ids.length }));
    let saved = false;
    try {
      saved = await onReorder(ids);
    } catch {
      saved = false;
    } finally {
      saving.current = false;
    }
    if (!saved) setPending(null);
  };

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('academy.admin.reorder.picked', { name: nameOf(active.id), ...position(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('academy.admin.reorder.over', { name: nameOf(active.id), ...position(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? t('academy.admin.reorder.dropped', { name: nameOf(active.id), ...position(over.id) }) : undefined,
    onDragCancel: ({ active }) => t('academy.admin.reorder.cancelled', { name: nameOf(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    void move(order.indexOf(String(active.id)), order.indexOf(String(over.id)), false);
  };

  return (
    <>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t('academy.admin.reorder.instructions') } }}
      >
        <SortableContext items={order} strategy={verticalListSortingStrategy}>
          <ol aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 8 }}>
            {ordered.map((item, index) => (
              <SortableRow
                key={itemKey(item)}
                id={itemKey(item)}
                name={itemName(item)}
                first={index === 0}
                last={index === ordered.length - 1}
                onMove={(by) => void move(index, index + by, true)}
              >
                {children(item, index)}
              </SortableRow>
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <div aria-live="polite" style={VISUALLY_HIDDEN}>
        {announcement}
      </div>
    </>
  );
}

function SortableRow({
  id,
  name,
  first,
  last,
  onMove,
  children,
}: {
  id: string;
  name: string;
  first: boolean;
  last: boolean;
  onMove: (by: -1 | 1) => void;
  children: ReactNode;
}) {
  const t = useText();
  const { token } = theme.useToken();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <li
      ref={setNodeRef}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
        background: token.colorBgContainer,
        border: `1px solid ${isDragging ? token.colorPrimary : token.colorBorderSecondary}`,
        borderRadius: token.borderRadius,
        padding: '8px 12px',
      }}
    >
      <Flex align="center" gap="small">
        <Button
          ref={setActivatorNodeRef}
          type="text"
          size="small"
          icon={<HolderOutlined />}
          style={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
          aria-label={t('academy.admin.reorder.handle', { name })}
        />
        <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
        <Button
          type="text"
          size="small"
          icon={<ArrowUpOutlined />}
          disabled={first}
          aria-label={t('academy.admin.reorder.up', { name })}
          onClick={() => onMove(-1)}
        />
        <Button
          type="text"
          size="small"
          icon={<ArrowDownOutlined />}
          disabled={last}
          aria-label={t('academy.admin.reorder.down', { name })}
          onClick={() => onMove(1)}
        />
      </Flex>
    </li>
  );
}
