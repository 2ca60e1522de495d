import type { BestHandle } from '@brandwright/contracts';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';

import { networkName } from './result-columns.tsx';

const listOf = (networks: readonly string[]): string => networks.map(networkName).join(', ');

/**
 * Issue 13's best common handle: the form of the first brand name that is free on the most networks,
 * where it is free, and the runners-up. 'Looks available' networks are named apart, since they keep
 * the names of deleted accounts.
 */
export function BestHandles({ suggestions }: { suggestions: readonly BestHandle[] }) {
  const [best, ...others] = suggestions.filter((suggestion) => suggestion.free_on.length > 0);
  if (suggestions.length === 0) return null;
  if (!best)
    return (
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="best-handle-title">
        <Text fw={700} id="best-handle-title">
          Best common handle
        </Text>
        <Text size="sm">
          None of the {suggestions.length} handle forms we tried is free on a network that answered; see each
          network below.
        </Text>
      </Paper>
    );
  const proven = best.free_on.filter((network) => !best.looks_available_on.includes(network));
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="best-handle-title">
      <Stack gap={6}>
        <Group gap="xs">
          <Text fw={700} id="best-handle-title">
            Best common handle
          </Text>
          <Badge color="teal.9" tt="none" size="lg">
            @{best.handle}
          </Badge>
        </Group>
        <Text size="sm">
          Free on {best.free_on.length} {best.free_on.length === 1 ? 'network' : 'networks'}
          {proven.length > 0 ? `: ${listOf(proven)}` : ''}
          {best.looks_available_on.length > 0
            ? `${proven.length > 0 ? '; ' : ': '}looks available on ${listOf(best.looks_available_on)} (these keep the names of deleted accounts)`
            : ''}
          .
        </Text>
        {others.length > 0 ? (
          <Text size="sm" c="dimmed">
            Also worth a look:{' '}
            {others.map((other) => `@${other.handle} (free on ${other.free_on.length})`).join(', ')}.
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
