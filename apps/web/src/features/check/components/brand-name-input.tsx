import { MAX_CHECK_NAME_LENGTH, MAX_CHECK_NAMES } from '@brandwright/contracts';
import { useDndMonitor, useDroppable } from '@dnd-kit/core';
import { Pill, PillsInput } from '@mantine/core';
import { useId, type KeyboardEvent } from 'react';

import { dropAreas, isDragItem } from '../../../lib/tool-dnd.ts';
import type { ToolPill } from '../../../lib/tool-workspace.tsx';

/**
 * The brand name pills (spec 002 section 2): Enter or leaving the field turns the trimmed text into a
 * pill, empty text adds nothing; names clicked or dragged in from My Brand Centre keep their colour.
 */
export function BrandNameInput({
  pills,
  draft,
  error,
  disabled,
  onDraftChange,
  onAdd,
  onRemove,
}: {
  pills: readonly ToolPill[];
  draft: string;
  error: string | null;
  disabled: boolean;
  onDraftChange: (value: string) => void;
  onAdd: (pill: ToolPill) => void;
  onRemove: (value: string) => void;
}) {
  const inputId = useId();
  const { setNodeRef, isOver } = useDroppable({ id: dropAreas.toolInput });
  useDndMonitor({
    onDragEnd: ({ active, over }) => {
      const item = active.data.current;
      if (over?.id === dropAreas.toolInput && isDragItem(item))
        onAdd({ value: item.name, colour: item.colour });
    },
  });

  const commit = () => {
    const value = draft.trim();
    if (value !== '') onAdd({ value, colour: 'blue' });
    onDraftChange('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Enter makes a pill; it must not start the search.
      event.preventDefault();
      commit();
    } else if (event.key === 'Backspace' && draft === '' && pills.length > 0) {
      const last = pills[pills.length - 1];
      if (last) onRemove(last.value);
    }
  };

  const isFull = pills.length >= MAX_CHECK_NAMES;
  return (
    <div ref={setNodeRef} className="bw-drop-target" data-drop-over={isOver || undefined}>
      <PillsInput
        label="Enter your brand name"
        description={
          isFull
            ? `A check takes up to ${MAX_CHECK_NAMES} names; remove one to add another.`
            : 'Press Enter after each name. Click or drag names from My Brand Centre.'
        }
        error={error}
        id={inputId}
        size="md"
        disabled={disabled}
      >
        <Pill.Group role="group" aria-label="Brand name pills">
          {pills.map((pill) => (
            <Pill
              key={pill.value}
              withRemoveButton={!disabled}
              onRemove={() => onRemove(pill.value)}
              // Mantine hides the cross from the keyboard and screen readers; here it is a real button.
              removeButtonProps={{ 'aria-label': `Remove ${pill.value}`, 'aria-hidden': false, tabIndex: 0 }}
              className="bw-search-pill"
              data-colour={pill.colour}
            >
              {pill.value}
            </Pill>
          ))}
          <PillsInput.Field
            id={inputId}
            value={draft}
            placeholder="Enter here..."
            onChange={(event) => onDraftChange(event.currentTarget.value)}
            onKeyDown={onKeyDown}
            onBlur={commit}
            autoComplete="off"
            maxLength={MAX_CHECK_NAME_LENGTH}
            disabled={disabled || isFull}
          />
        </Pill.Group>
      </PillsInput>
    </div>
  );
}
