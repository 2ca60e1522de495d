import { createTheme, type MantineColorsTuple } from '@mantine/core';

// Brand palette: a deep indigo ("ink") for trust, a warm amber ("spark") for the creative accent.
const ink: MantineColorsTuple = [
  '#eef0ff',
  '#dadcf7',
  '#b2b5e8',
  '#878cda',
  '#6368cd',
  '#4d52c6',
  '#4146c3',
  '#3337ad',
  '#2c309b',
  '#312e81',
];

const spark: MantineColorsTuple = [
  '#fff8e1',
  '#ffefcc',
  '#ffdd9b',
  '#ffca64',
  '#ffba38',
  '#ffb01b',
  '#ffab09',
  '#e39500',
  '#ca8400',
  '#af7100',
];

export const theme = createTheme({
  primaryColor: 'ink',
  primaryShade: { light: 7, dark: 4 },
  colors: { ink, spark },
  fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, system-ui, -apple-system, sans-serif',
  headings: {
    fontFamily: 'Georgia, "Times New Roman", serif',
    fontWeight: '700',
  },
  defaultRadius: 'md',
  focusRing: 'always',
  cursorType: 'pointer',
});
