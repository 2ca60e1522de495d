import { ToolPillsInput, type ToolPillsInputProps } from '../../../lib/tool-pills-input.tsx';

/**
 * The search-word pills (spec 001 section 2): Enter or leaving the field turns the trimmed text into a
 * blue pill; names clicked or dropped from My Brand Centre or the results arrive with their colour.
 * It is also the drop area for dragged names.
 */
export function SearchWordInput(props: ToolPillsInputProps) {
  return (
    <ToolPillsInput
      {...props}
      text={{
        label: 'Search words',
        description: 'Type a word and press Enter. Click or drag words from My Brand Centre.',
        groupLabel: 'Search word pills',
        placeholder: props.pills.length === 0 ? 'e.g. bright' : undefined,
        maxLength: 120,
      }}
    />
  );
}
