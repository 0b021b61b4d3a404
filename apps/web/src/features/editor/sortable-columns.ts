import {
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragOverEvent,
} from '@dnd-kit/core';
import { arrayMove, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useState } from 'react';

export type Columns = Record<string, string[]>;

const columnOf = (columns: Columns, id: string) =>
  id in columns ? id : Object.keys(columns).find((key) => columns[key]!.includes(id));

/** Moves `id` to `index` of column `to` (the index kept within the column's range). */
export function moveTo(columns: Columns, id: string, to: string, index: number): Columns {
  const from = columnOf(columns, id);
  if (!from) return columns;
  const without = columns[from]!.filter((x) => x !== id);
  const target = from === to ? without : [...columns[to]!];
  const clamped = Math.max(0, Math.min(index, target.length));
  return { ...columns, [from]: without, [to]: [...target.slice(0, clamped), id, ...target.slice(clamped)] };
}

/**
 * Drag and drop over one or more sortable columns (dnd-kit, pointer and keyboard): rows move within
 * a column and between columns; `over` names the column a row is over, for highlighting it.
 */
export function useSortableColumns(initial: Columns) {
  const [columns, setColumns] = useState(initial);
  const [over, setOver] = useState<string | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragOver = ({ active, over: target }: DragOverEvent) => {
    if (!target) return setOver(null);
    const to = columnOf(columns, String(target.id));
    setOver(to ?? null);
    const from = columnOf(columns, String(active.id));
    if (!to || !from || from === to) return;
    const index = to === String(target.id) ? columns[to]!.length : columns[to]!.indexOf(String(target.id));
    setColumns((current) => moveTo(current, String(active.id), to, index));
  };
  const onDragEnd = ({ active, over: target }: DragEndEvent) => {
    setOver(null);
    if (!target) return;
    const column = columnOf(columns, String(active.id));
    if (!column || columnOf(columns, String(target.id)) !== column) return;
    const list = columns[column]!;
    const from = list.indexOf(String(active.id));
    const to = target.id === column ? list.length - 1 : list.indexOf(String(target.id));
    if (from !== to && to >= 0)
      setColumns((current) => ({ ...current, [column]: arrayMove(current[column]!, from, to) }));
  };
  const changed = JSON.stringify(columns) !== JSON.stringify(initial);
  return {
    columns,
    setColumns,
    over,
    sensors,
    onDragOver,
    onDragEnd,
    onDragCancel: () => setOver(null),
    changed,
  };
}
