import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type Announcements,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { useT } from '../i18n/use-t';
import './sortable-list-messages';
import type { SortableListProps } from './SortableList';

function SortableRow({ id, label, disabled, children }: { id: string | number; label: string; disabled: boolean; children: ReactNode }) {
  const t = useT();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled });
  return (
    <li
      ref={setNodeRef}
      className={isDragging ? 'atr-sortable-item atr-sortable-item--dragging' : 'atr-sortable-item'}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      {/* Space picks the item up, arrows move it, space drops it, Escape cancels (dnd-kit's keyboard sensor). */}
      {!disabled && (
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="atr-sortable-handle"
          {...attributes}
          {...listeners}
          aria-label={t('sortable.handle', { label })}
        >
          <span aria-hidden="true">⠿</span>
        </button>
      )}
      <div className="atr-sortable-content">{children}</div>
    </li>
  );
}

/** The dnd-kit list behind SortableList, loaded only by pages that reorder something. */
export default function DndSortableList<T>({
  items,
  getId,
  getLabel,
  renderItem,
  onMove,
  ariaLabel,
  disabled = false,
}: SortableListProps<T>) {
  const t = useT();
  // Document 003 §9: a drag starts after 10 px of movement, or a long touch of 500 ms (so touch scrolling still works).
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 10 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 500, tolerance: 10 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(getId);
  const labelOf = (id: string | number) => {
    const item = items[ids.indexOf(id)];
    return item === undefined ? String(id) : getLabel(item);
  };
  const position = (id: string | number) => ids.indexOf(id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('sortable.picked', { label: labelOf(active.id), position: position(active.id) }),
    onDragOver: ({ active, over }) => (over ? t('sortable.over', { label: labelOf(active.id), position: position(over.id) }) : undefined),
    onDragEnd: ({ active, over }) => (over ? t('sortable.dropped', { label: labelOf(active.id), position: position(over.id) }) : undefined),
    onDragCancel: ({ active }) => t('sortable.cancelled', { label: labelOf(active.id) }),
  };

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(ids.indexOf(active.id), ids.indexOf(over.id));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={handleDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('sortable.instructions') } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ul className="atr-sortable" aria-label={ariaLabel}>
          {items.map((item) => (
            <SortableRow key={getId(item)} id={getId(item)} label={getLabel(item)} disabled={disabled}>
              {renderItem(item)}
            </SortableRow>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
