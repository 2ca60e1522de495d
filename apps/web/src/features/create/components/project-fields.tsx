import { ActionIcon, Group, Textarea, TextInput, Tooltip } from '@mantine/core';
import { IconLock, IconX } from '@tabler/icons-react';

/**
 * Project name and description (spec 001 section 2). Once a project is chosen they are read-only
 * ("locked"); the cross clears the project, the pills and the results.
 */
export function ProjectFields({
  name,
  description,
  isLocked,
  nameError,
  descriptionError,
  onNameChange,
  onDescriptionChange,
  onClear,
}: {
  name: string;
  description: string;
  isLocked: boolean;
  nameError: string | null;
  descriptionError: string | null;
  onNameChange: (value: string) => void;
  onDescriptionChange: (value: string) => void;
  onClear: () => void;
}) {
  // A chosen project without a description still lets one be typed: the search needs it.
  const descriptionLocked = isLocked && description.trim() !== '';
  return (
    <>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label="Project name"
          value={name}
          onChange={(event) => onNameChange(event.currentTarget.value)}
          readOnly={isLocked}
          error={nameError}
          leftSection={isLocked ? <IconLock size={16} aria-hidden="true" /> : undefined}
          description={isLocked ? 'Chosen project (clear it to start another)' : undefined}
          maxLength={100}
          style={{ flex: 1 }}
          autoComplete="off"
        />
        {isLocked ? (
          <Tooltip label="Clear the project" withArrow>
            <ActionIcon
              size={36}
              variant="light"
              color="ink"
              aria-label="Clear the project"
              onClick={onClear}
            >
              <IconX size={18} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
        ) : null}
      </Group>
      <Textarea
        label="Project description"
        value={description}
        onChange={(event) => onDescriptionChange(event.currentTarget.value)}
        readOnly={descriptionLocked}
        error={descriptionError}
        rows={3}
        maxLength={1000}
      />
    </>
  );
}
