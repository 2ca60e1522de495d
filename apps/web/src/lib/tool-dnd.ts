import {
  KeyboardCode,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
  type ScreenReaderInstructions,
} from '@dnd-kit/core';

import type { PillColour } from './tool-workspace.tsx';

/**
 * Drag and drop between the brand tools and My Brand Centre (dnd-kit). Each side registers its own
 * draggables and drop areas and handles its own drops (useDndMonitor); this file holds what both agree
 * on: the dragged item's data, the drop areas' ids and the sensors, including a keyboard-only way.
 */

export const dropAreas = {
  /** The Brand Bank of My Brand Centre: a dropped name is saved to it. */
  brandBank: 'drop:brand-bank',
  /** The current tool's input (the search-word pills): a dropped name becomes a pill. */
  toolInput: 'drop:tool-input',
} as const;

export type DragSource = 'candidate' | 'word' | 'brand';

export interface DragItem {
  name: string;
  source: DragSource;
  /** The colour the name takes as a pill (blue for Brand Bank names). */
  colour: PillColour;
}

export function isDragItem(value: unknown): value is DragItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return typeof item.name === 'string' && typeof item.source === 'string' && typeof item.colour === 'string';
}

/** Names for the drop areas in announcements. */
const areaNames: Record<string, string> = {
  [dropAreas.brandBank]: 'the Brand Bank',
  [dropAreas.toolInput]: 'the search words',
};

function itemName(data: unknown): string {
  return isDragItem(data) ? data.name : 'the name';
}

/** Spoken while dragging, so a screen-reader user knows where the name is. */
export const dragAnnouncements: Announcements = {
  onDragStart: ({ active }) => `Picked up ${itemName(active.data.current)}.`,
  onDragOver: ({ active, over }) =>
    over
      ? `${itemName(active.data.current)} is over ${areaNames[String(over.id)] ?? 'a drop area'}.`
      : `${itemName(active.data.current)} is no longer over a drop area.`,
  onDragEnd: ({ active, over }) =>
    over
      ? `${itemName(active.data.current)} was dropped on ${areaNames[String(over.id)] ?? 'a drop area'}.`
      : `${itemName(active.data.current)} was dropped outside a drop area.`,
  onDragCancel: ({ active }) => `Dragging ${itemName(active.data.current)} was cancelled.`,
};

export const dragInstructions: ScreenReaderInstructions = {
  draggable:
    'Press Enter to add it to the search words. To drag it, press Space, use the arrow keys to move between the Brand Bank and the search words, then press Space to drop it or Escape to cancel.',
};

const arrowKeys: string[] = [KeyboardCode.Down, KeyboardCode.Right, KeyboardCode.Up, KeyboardCode.Left];

/**
 * Arrow keys jump straight from one drop area to the next (in the order they were registered)
 * instead of moving 25 px at a time, so a keyboard drop takes a couple of key presses.
 */
export const dropAreaCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  if (!arrowKeys.includes(event.code)) return undefined;
  event.preventDefault();
  const { collisionRect, droppableRects, droppableContainers, over } = context;
  if (!collisionRect) return undefined;
  const areas = droppableContainers.getEnabled().filter((area) => droppableRects.has(area.id));
  if (areas.length === 0) return undefined;
  const forward = event.code === KeyboardCode.Down || event.code === KeyboardCode.Right;
  const current = over ? areas.findIndex((area) => area.id === over.id) : -1;
  const next =
    current === -1
      ? forward
        ? 0
        : areas.length - 1
      : (current + (forward ? 1 : -1) + areas.length) % areas.length;
  const target = areas[next];
  const rect = target ? droppableRects.get(target.id) : undefined;
  if (!rect) return undefined;
  return {
    x: rect.left + rect.width / 2 - collisionRect.width / 2,
    y: rect.top + rect.height / 2 - collisionRect.height / 2,
  };
};

/** The pointer decides where a mouse drop lands; a keyboard drag has no pointer, so its rectangle does. */
export const dropCollision: CollisionDetection = (args) => {
  const underPointer = pointerWithin(args);
  return underPointer.length > 0 ? underPointer : rectIntersection(args);
};

/**
 * A pointer drag starts after 6 px of movement, so a click still clicks. The keyboard picks up with
 * Space only: Enter stays the click (adding the name to the search words).
 */
export function useToolDndSensors() {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: dropAreaCoordinates,
      keyboardCodes: {
        start: [KeyboardCode.Space],
        cancel: [KeyboardCode.Esc],
        end: [KeyboardCode.Space, KeyboardCode.Enter],
      },
      scrollBehavior: 'auto',
    }),
  );
}
