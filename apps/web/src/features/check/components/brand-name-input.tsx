import { MAX_CHECK_NAME_LENGTH, MAX_CHECK_NAMES } from '@brandwright/contracts';

import { ToolPillsInput, type ToolPillsInputProps } from '../../../lib/tool-pills-input.tsx';

/**
 * The brand name pills (spec 002 section 2): Enter or leaving the field turns the trimmed text into a
 * pill, empty text adds nothing; names clicked or dragged in from My Brand Centre keep their colour.
 * A check takes at most MAX_CHECK_NAMES names.
 */
export function BrandNameInput(props: ToolPillsInputProps) {
  const isFull = props.pills.length >= MAX_CHECK_NAMES;
  return (
    <ToolPillsInput
      {...props}
      text={{
        label: 'Enter your brand name',
        description: isFull
          ? `A check takes up to ${MAX_CHECK_NAMES} names; remove one to add another.`
          : 'Press Enter after each name. Click or drag names from My Brand Centre.',
        groupLabel: 'Brand name pills',
        placeholder: 'Enter here...',
        maxLength: MAX_CHECK_NAME_LENGTH,
        isFull,
      }}
    />
  );
}
