import { Group, Paper, Text, Title, UnstyledButton } from '@mantine/core';

import type { OpenedCreation } from '../../../lib/saved-creation-handoff.ts';
import { sameName, type ToolPill } from '../../../lib/tool-workspace.tsx';

/** The saved creation opened from Saved Creations: its name and its word bank, each word a click away from the search. */
export function SavedCreationCard({
  creation,
  activeValues,
  onAdd,
}: {
  creation: OpenedCreation;
  activeValues: readonly string[];
  onAdd: (pill: ToolPill) => void;
}) {
  const date = creation.createdAt ? new Date(creation.createdAt) : null;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="opened-creation-title">
      <Title order={2} fz={18} c="ink.9" id="opened-creation-title">
        Saved creation: {creation.konstruktorName}
      </Title>
      {date && !Number.isNaN(date.getTime()) ? (
        <Text size="sm" c="dimmed">
          Saved on {date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' })}
        </Text>
      ) : null}
      <Text size="sm" fw={600} mt="sm" c="ink.9">
        Word Bank
      </Text>
      {creation.words.length === 0 ? (
        <Text size="sm" c="dimmed">
          No words were saved.
        </Text>
      ) : (
        <Group gap={6} mt={4} component="ul" aria-label="Saved words" className="bw-pill-list">
          {creation.words.map((word) => {
            const isActive = activeValues.some((value) => sameName(value, word));
            return (
              <li key={word}>
                <UnstyledButton
                  onClick={() => onAdd({ value: word, colour: 'green' })}
                  disabled={isActive}
                  aria-label={isActive ? `${word} (in the search words)` : `Add ${word} to the search words`}
                >
                  <span className="bw-chip" data-colour="green" data-active={isActive || undefined}>
                    {word}
                  </span>
                </UnstyledButton>
              </li>
            );
          })}
        </Group>
      )}
    </Paper>
  );
}
