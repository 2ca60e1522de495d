import { Box, Text } from '@mantine/core';

/**
 * The Brandwright wordmark: a drawn "B" monogram (two stacked bowls, like a nib stroke) and the name.
 * The name is real text, so the wordmark reads as "Brandwright" wherever it is placed (a link, a
 * heading); it carries no ARIA of its own. On white the amber half uses the text-safe spark.8.
 */
export function Wordmark({ size = 28, inverted = false }: { size?: number; inverted?: boolean }) {
  return (
    <Box
      component="span"
      style={{ display: 'inline-flex', alignItems: 'center', gap: 8, whiteSpace: 'nowrap' }}
    >
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill={inverted ? '#ffffff' : '#312e81'} />
        <path
          d="M9 7h7.5a5 5 0 0 1 0 10H9zM9 17h8.5a5 5 0 0 1 0 10H9z"
          fill="none"
          stroke="#ffab09"
          strokeWidth="3"
          strokeLinejoin="round"
        />
      </svg>
      <Text
        component="span"
        fw={800}
        fz={size * 0.72}
        c={inverted ? 'white' : 'ink.9'}
        style={{ fontFamily: 'Georgia, serif', letterSpacing: '-0.02em' }}
      >
        Brand
        <span style={{ color: inverted ? 'var(--mantine-color-spark-6)' : 'var(--mantine-color-spark-8)' }}>
          wright
        </span>
      </Text>
    </Box>
  );
}
