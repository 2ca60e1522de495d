import { useDndMonitor, useDroppable } from '@dnd-kit/core';
import { Pill, PillsInput } from '@mantine/core';
import { useId, type KeyboardEvent } from 'react';

import { dropAreas, isDragItem } from './tool-dnd.ts';
import type { ToolPill } from './tool-workspace.tsx';

export interface ToolPillsInputProps {
  pills: readonly ToolPill[];
  draft: string;
  error: string | null;
  disabled: boolean;
  onDraftChange: (value: string) => void;
  onAdd: (pill: ToolPill) => void;
  onRemove: (value: string) => void;
}

/** What differs between the tools' pill inputs: their words and limits. */
export interface ToolPillsInputText {
  label: string;
  description: string;
  /** The accessible name of the pill group. */
  groupLabel: string;
  placeholder: string | undefined;
  maxLength: number;
  /** True when no further pill may be typed (the field is disabled, existing pills stay removable). */
  isFull?: boolean;
}

/**
 * The brand tools' pill input: Enter or leaving the field turns the trimmed text into a blue pill,
 * empty text adds nothing, Backspace in an empty field removes the last pill; names clicked or dropped
 * from My Brand Centre or the results arrive with their colour. It is also the drop area for dragged names.
 */
export function ToolPillsInput({
  pills,
  draft,
  error,
  disabled,
  onDraftChange,
  onAdd,
  onRemove,
  text,
}: ToolPillsInputProps & { text: ToolPillsInputText }) {
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
      // Enter makes a pill; it must not submit the tool's form.
      event.preventDefault();
      commit();
    } else if (event.key === 'Backspace' && draft === '' && pills.length > 0) {
      const last = pills[pills.length - 1];
      if (last) onRemove(last.value);
    }
  };

  return (
    <div ref={setNodeRef} className="bw-drop-target" data-drop-over={isOver || undefined}>
      <PillsInput
        label={text.label}
        description={text.description}
        error={error}
        id={inputId}
        size="md"
        disabled={disabled}
      >
        <Pill.Group role="group" aria-label={text.groupLabel}>
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
            placeholder={text.placeholder}
            onChange={(event) => onDraftChange(event.currentTarget.value)}
            onKeyDown={onKeyDown}
            onBlur={commit}
            autoComplete="off"
            maxLength={text.maxLength}
            disabled={disabled || text.isFull === true}
          />
        </Pill.Group>
      </PillsInput>
    </div>
  );
}
