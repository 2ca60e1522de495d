import {
  CHECK_SOURCE_LABELS,
  type CheckSourceProgress,
  type CheckSourceState,
  type CheckStatusResponse,
} from '@brandwright/contracts';
import { Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';

/** A source's state in words; unknown and not-checked sources say why. */
export function sourceStateWords(source: CheckSourceProgress): string {
  const reason = source.reason?.trim();
  const words: Record<CheckSourceState, string> = {
    queued: 'Waiting to start',
    running: 'Searching',
    done: `Done: ${source.count} found`,
    unknown: `Unknown — ${reason || 'the source did not answer'}`,
    not_checked: `Not checked — ${reason || 'this check is not available yet'}`,
  };
  return words[source.state];
}

const barColours: Record<CheckSourceState, string> = {
  queued: 'gray.5',
  running: 'ink.7',
  done: 'teal.8',
  unknown: 'yellow.6',
  not_checked: 'gray.6',
};

/** One line per chosen source while a search runs: name, state in words, percentage and a bar. */
export function CheckProgress({ status }: { status: CheckStatusResponse }) {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      aria-labelledby="check-progress-title"
      component="section"
    >
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz={20} c="ink.9" id="check-progress-title">
            {status.complete ? 'Search finished' : 'Searching…'}
          </Title>
          <Text fw={700} c="ink.9" aria-live="polite">
            {status.percentage}%
          </Text>
        </Group>
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {status.sources.map((source) => {
            const label = CHECK_SOURCE_LABELS[source.source];
            return (
              <li key={source.source} data-source={source.source} data-state={source.state}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text fw={600} size="sm" c="ink.9">
                    {label}
                  </Text>
                  <Text size="sm" c="ink.9">
                    {source.percentage}%
                  </Text>
                </Group>
                <Progress
                  value={source.percentage}
                  color={barColours[source.state]}
                  size="sm"
                  aria-label={`${label} progress`}
                  animated={source.state === 'running'}
                  striped={source.state === 'running'}
                />
                <Text size="sm" c="dimmed" mt={2}>
                  {sourceStateWords(source)}
                </Text>
              </li>
            );
          })}
        </Stack>
      </Stack>
    </Paper>
  );
}
