import type { MentionSourceState } from '@brandwright/contracts';
import { Badge, Group, Text } from '@mantine/core';

// Dark shades: light badges in these colours keep text contrast at 4.5:1 or more (axe).
const STATE_COLOURS = { done: 'teal.9', unknown: 'orange.9', not_checked: 'gray.7' } as const;

function stateWords(source: MentionSourceState): string {
  if (source.state === 'done') {
    const posts = `${source.count} ${source.count === 1 ? 'post' : 'posts'}`;
    return source.reason ? `${posts} (${source.reason})` : posts;
  }
  const label = source.state === 'unknown' ? 'Unknown' : 'Not checked';
  return `${label} — ${source.reason ?? 'no reason given'}`;
}

/** Which mention sources were searched, and why the others were not: no source is silently missing. */
export function MentionSources({ sources }: { sources: readonly MentionSourceState[] }) {
  if (sources.length === 0) return null;
  return (
    <Group
      gap="xs"
      component="ul"
      aria-label="Social media sources searched"
      style={{ listStyle: 'none', padding: 0 }}
    >
      {sources.map((source) => (
        <Group key={source.source} component="li" gap={6} wrap="nowrap">
          <Badge color={STATE_COLOURS[source.state]} tt="none" data-state={source.state}>
            {source.label}
          </Badge>
          <Text size="xs" c="dimmed">
            {stateWords(source)}
          </Text>
        </Group>
      ))}
    </Group>
  );
}
