/**
 * Badge label styles that let a long label wrap: Mantine cuts a badge's label to one line with an
 * ellipsis, and a status or risk with its reason must be read whole (at 390 px too).
 */
export const WRAPPING_LABEL = {
  label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip' },
} as const;
