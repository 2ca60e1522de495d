import { useDraggable } from '@dnd-kit/core';
import { CloseButton, Group, Text } from '@mantine/core';
import type { KeyboardEvent } from 'react';

import type { DragItem } from '../../../lib/tool-dnd.ts';
import type { BankKind } from '../api/add-bank-item.ts';

const bankNames: Record<BankKind, string> = { word: 'Word Bank', brand: 'Brand Bank' };

/**
 * A Word Bank (green) or Brand Bank (blue) pill. Clicking it (or Enter) adds it to the tool's input;
 * Space picks it up to drag it there. A pill already in the input is shown active and cannot be
 * dragged or added again.
 */
export function BankPill({
  id,
  name,
  kind,
  isActive,
  canAdd,
  onAdd,
  onRemove,
}: {
  id: string;
  name: string;
  kind: BankKind;
  isActive: boolean;
  canAdd: boolean;
  onAdd: () => void;
  onRemove: () => void;
}) {
  const data: DragItem = { name, source: kind, colour: kind === 'brand' ? 'blue' : 'green' };
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: `${kind}:${id}`,
    data,
    disabled: isActive,
  });
  const add = () => {
    if (!isActive && canAdd) onAdd();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
      return;
    }
    listeners?.onKeyDown?.(event);
  };

  return (
    <Group
      gap={2}
      wrap="nowrap"
      className="bw-pill"
      data-colour={kind === 'brand' ? 'blue' : 'green'}
      data-active={isActive || undefined}
      data-dragging={isDragging || undefined}
    >
      <div
        ref={setNodeRef}
        {...attributes}
        {...listeners}
        onKeyDown={onKeyDown}
        onClick={add}
        aria-disabled={isActive || !canAdd}
        aria-label={isActive ? `${name} (in the search words)` : name}
        className="bw-pill-label"
      >
        <Text span size="sm" fw={600}>
          {name}
        </Text>
      </div>
      <CloseButton
        size="sm"
        variant="transparent"
        className="bw-pill-remove"
        aria-label={`Remove ${name} from the ${bankNames[kind]}`}
        onClick={onRemove}
      />
    </Group>
  );
}
