import { useDndMonitor, useDroppable } from '@dnd-kit/core';
import { Pill, PillsInput } from '@mantine/core';
import { useId, type KeyboardEvent } from 'react';

import { dropAreas, isDragItem } from '../../../lib/tool-dnd.ts';
import type { ToolPill } from '../../../lib/tool-workspace.tsx';

/**
 * The search-word pills (spec 001 section 2): Enter or leaving the field turns the trimmed text into a
 * blue pill; names clicked or dropped from My Brand Centre or the results arrive with their colour.
 * It is also the drop area for dragged names.
 */
export function SearchWordInput({
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
      // Enter makes a pill; it must not submit the search.
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
        label="Search words"
        description="Type a word and press Enter. Click or drag words from My Brand Centre."
        error={error}
        id={inputId}
        size="md"
        disabled={disabled}
      >
        <Pill.Group role="group" aria-label="Search word pills">
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
            placeholder={pills.length === 0 ? 'e.g. bright' : undefined}
            onChange={(event) => onDraftChange(event.currentTarget.value)}
            onKeyDown={onKeyDown}
            onBlur={commit}
            autoComplete="off"
            maxLength={120}
          />
        </Pill.Group>
      </PillsInput>
    </div>
  );
}
