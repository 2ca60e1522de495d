import type { CandidateDetails } from '@brandwright/contracts';
import { useDraggable } from '@dnd-kit/core';
import { ActionIcon, Badge, Group, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconBookmark, IconBookmarkFilled } from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';

import type { DragItem } from '../../../lib/tool-dnd.ts';
import { TrademarkDot } from './trademark-dot.tsx';

const comWords = { available: '.com free', taken: '.com taken', unknown: '.com unknown' } as const;

/**
 * One name idea: click (or Enter) adds it to the search words, Space or the mouse drags it (into the
 * Brand Bank or the search words), the bookmark saves it to the Brand Bank in one click; the marks show
 * whether it is a dictionary word, its trademark risk and, once checked, its `.com`.
 */
export function CandidateItem({
  id,
  name,
  details,
  isChecking,
  isInBrandBank,
  canSave,
  onAdd,
  onSave,
}: {
  id: string;
  name: string;
  details?: CandidateDetails;
  isChecking: boolean;
  isInBrandBank: boolean;
  canSave: boolean;
  onAdd: () => void;
  onSave: () => void;
}) {
  const data: DragItem = { name, source: 'candidate', colour: 'green' };
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id, data });
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      onAdd();
      return;
    }
    listeners?.onKeyDown?.(event);
  };

  return (
    <Group gap={6} wrap="nowrap" className="bw-candidate" data-dragging={isDragging || undefined}>
      <TrademarkDot name={name} details={details} isChecking={isChecking} />
      <div
        ref={setNodeRef}
        {...attributes}
        {...listeners}
        onKeyDown={onKeyDown}
        onClick={onAdd}
        aria-label={name}
        className="bw-candidate-name"
      >
        <Text span fw={600} size="sm">
          {name}
        </Text>
      </div>
      {details?.is_word ? (
        <Badge size="xs" variant="light" color="gray" className="bw-word-mark">
          dict<VisuallyHidden>ionary word</VisuallyHidden>
        </Badge>
      ) : null}
      {details && details.com !== 'not_checked' ? (
        <Badge size="xs" variant="outline" color={details.com === 'available' ? 'green.9' : 'gray.8'}>
          {comWords[details.com]}
        </Badge>
      ) : null}
      <Tooltip label={isInBrandBank ? 'In the Brand Bank' : 'Save to Brand Bank'} withArrow>
        <ActionIcon
          variant="subtle"
          color="ink"
          size="sm"
          ml="auto"
          aria-label={isInBrandBank ? `${name} is in the Brand Bank` : `Save ${name} to Brand Bank`}
          disabled={!canSave || isInBrandBank}
          onClick={onSave}
        >
          {isInBrandBank ? (
            <IconBookmarkFilled size={16} aria-hidden="true" />
          ) : (
            <IconBookmark size={16} aria-hidden="true" />
          )}
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
