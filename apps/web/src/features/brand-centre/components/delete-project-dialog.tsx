import { Button, Group, Modal, Text } from '@mantine/core';

import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { errorMessage } from '../../../lib/api-client.ts';

/** Spec 001 section 2: header 'Delete Confirmation', message 'Are you sure you want to delete this project?'. */
export function DeleteProjectDialog({
  opened,
  projectName,
  isDeleting,
  error,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  projectName: string;
  isDeleting: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Delete Confirmation" centered>
      <Text>Are you sure you want to delete this project?</Text>
      <Text size="sm" c="dimmed" mt={4}>
        {projectName} and its Word Bank and Brand Bank will be removed.
      </Text>
      {error ? <ErrorAlert title="The project was not deleted">{errorMessage(error)}</ErrorAlert> : null}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm} loading={isDeleting}>
          Delete
        </Button>
      </Group>
    </Modal>
  );
}
