// Drag and drop for the owner's lists on /admin/products (docs/issues/015.md §1, decision 049): @dnd-kit's
// sortable list. Only the handle (⠿) starts a drag, so a finger elsewhere still scrolls the page on a
// tablet; mouse, finger and pen alike (pointer events), and the keyboard (space, arrows, space) with
// Dutch announcements. The ↑/↓ buttons beside each row stay: the plain way, and the way without scripts.
//
//   <SortableList ids={ids} labelOf={(id) => name} onOrder={(next) => save(next)}>
//     {ids.map((id) => <SortableItem key={id} id={id} label={name}>{(handle) => <>{handle} …</>}</SortableItem>)}
//   </SortableList>
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
} from "@dnd-kit/core";
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useId, type CSSProperties, type ReactNode } from "react";

const instructions = {
  draggable:
    "Druk op spatie om op te pakken, verplaats met de pijltjestoetsen en zet neer met spatie. Escape breekt af.",
};

function announcements(ids: string[], labelOf: (id: string) => string): Announcements {
  const name = (id: UniqueIdentifier) => labelOf(String(id));
  const place = (id: UniqueIdentifier) => `plaats ${ids.indexOf(String(id)) + 1} van ${ids.length}`;
  return {
    onDragStart: ({ active }) => `${name(active.id)} opgepakt.`,
    onDragOver: ({ active, over }) =>
      over ? `${name(active.id)} naar ${place(over.id)}.` : `${name(active.id)} staat buiten de lijst.`,
    onDragEnd: ({ active, over }) =>
      over ? `${name(active.id)} neergezet op ${place(over.id)}.` : `${name(active.id)} neergezet.`,
    onDragCancel: ({ active }) => `Verslepen van ${name(active.id)} afgebroken.`,
  };
}

/** A list whose items (SortableItem, same ids) the owner drags into a new order; `onOrder` gets every id in that order. */
export function SortableList({
  ids,
  labelOf,
  onOrder,
  layout = "list",
  children,
}: {
  ids: string[];
  labelOf: (id: string) => string;
  onOrder: (next: string[]) => void;
  /** "wrap": items side by side that wrap (the tab chips). */
  layout?: "list" | "wrap";
  children: ReactNode;
}) {
  // a stable id: the live region and instructions render the same on the server and in the browser
  const id = useId();
  const sensors = useSensors(
    // a few pixels before a drag starts: a tap on the handle is no drag
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const from = ids.indexOf(String(active.id));
    const to = over ? ids.indexOf(String(over.id)) : -1;
    // dropped where it was, outside the list, or on an item that is not part of it ('extra')
    if (from < 0 || to < 0 || from === to) return;
    onOrder(arrayMove(ids, from, to));
  };
  return (
    <DndContext
      id={id}
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements: announcements(ids, labelOf), screenReaderInstructions: instructions }}
    >
      <SortableContext items={ids} strategy={layout === "wrap" ? rectSortingStrategy : verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

const handleLook =
  "inline-flex min-h-12 min-w-12 shrink-0 cursor-grab touch-none select-none items-center justify-center rounded-lg text-2xl leading-none text-stone-700 hover:bg-stone-100 active:cursor-grabbing";

/** One draggable item: `children` gets its handle to place. Without `id` in the list (a search), no drag. */
export function SortableItem({
  id,
  label,
  as: Tag = "li",
  className,
  disabled = false,
  children,
}: {
  id: string;
  label: string;
  as?: "li" | "div";
  className?: string;
  disabled?: boolean;
  children: (handle: ReactNode) => ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled,
    attributes: { roleDescription: "versleepbaar" },
  });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
    position: "relative",
    zIndex: isDragging ? 20 : undefined,
    boxShadow: isDragging ? "0 8px 24px rgb(0 0 0 / 0.2)" : undefined,
  };
  const handle = disabled ? null : (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-pressed={undefined}
      aria-label={`${label} verslepen`}
      title="Versleep"
      className={handleLook}
    >
      <span aria-hidden="true">⠿</span>
    </button>
  );
  return (
    <Tag ref={setNodeRef} style={style} className={className}>
      {children(handle)}
    </Tag>
  );
}
