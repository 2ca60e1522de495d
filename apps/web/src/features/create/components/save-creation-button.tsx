import type { ProjectSummary } from '@brandwright/contracts';
import { Anchor, Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';

import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSaveCreation } from '../api/save-creation.ts';

/** Saves the chosen project's name and Word Bank as a creation, listed on Saved Creations. */
export function SaveCreationButton({ project, words }: { project: ProjectSummary | null; words: string[] }) {
  const save = useSaveCreation();
  const canSave = project !== null && words.length > 0;
  return (
    <Group gap="sm">
      <Button
        variant="outline"
        color="ink.9"
        size="md"
        disabled={!canSave}
        loading={save.isPending}
        onClick={() => {
          if (project) save.mutate({ projectId: project.id, name: project.name, words });
        }}
      >
        Save creation
      </Button>
      <div role="status">
        {save.isSuccess ? (
          <Text size="sm" c="ink.9">
            Saved.{' '}
            <Anchor component={Link} to={paths.savedCreations.getHref()}>
              See your saved creations
            </Anchor>
          </Text>
        ) : null}
        {save.isError ? (
          <Text size="sm" c="red.9">
            {errorMessage(save.error)}
          </Text>
        ) : null}
      </div>
    </Group>
  );
}
