import { Anchor, createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

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

// Shades 0-6 are fills (badges, buttons with ink text, tints); bright amber is too light for text on
// white (1.9:1). Shades 8 and 9 are the amber for text on white, paper and ink.0 (at least 4.5:1).
const spark: MantineColorsTuple = [
  '#fff8e1',
  '#ffefcc',
  '#ffdd9b',
  '#ffca64',
  '#ffba38',
  '#ffb01b',
  '#ffab09',
  '#c07700',
  '#a15c00',
  '#8a4b00',
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
  components: {
    // A link must not be told apart by colour alone (WCAG 1.4.1); navigation opts out where it is obvious.
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
  },
});

/**
 * Mantine's light "dimmed" text (gray.6, #868e96) is 2.9:1 to 3.3:1 on our backgrounds; this grey is
 * at least 5.3:1 on white, paper (#fbfaf7), ink.0 and spark.1.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5c636a' },
  dark: {},
});
