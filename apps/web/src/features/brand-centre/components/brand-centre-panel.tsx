import {
  Accordion,
  ActionIcon,
  Box,
  Button,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconLayoutSidebarRightExpand, IconX } from '@tabler/icons-react';
import { useState } from 'react';

import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useToolWorkspace } from '../../../lib/tool-workspace.tsx';
import { useDeleteProject } from '../api/delete-project.ts';
import { useProjects } from '../api/get-projects.ts';
import { BankSection } from './bank-section.tsx';
import { DeleteProjectDialog } from './delete-project-dialog.tsx';

export const brandCentrePanelId = 'my-brand-centre';

/**
 * My Brand Centre (spec 001 section 2): the project select with its description, delete, the Word
 * Bank and Brand Bank, and Hide with an open tab to bring it back.
 */
export function BrandCentrePanel() {
  const { projects, projectId, project, selectProject, words, brands } = useToolWorkspace();
  const [isOpen, setIsOpen] = useState(true);
  const [confirming, setConfirming] = useState(false);
  const deletion = useDeleteProject();
  // The same query the workspace reads (one request): its loading and failure are shown here, so that
  // a list that could not be read never looks like "No projects yet".
  const projectList = useProjects();

  if (!isOpen) {
    return (
      <Button
        className="bw-centre-tab"
        color="ink.9"
        leftSection={<IconLayoutSidebarRightExpand size={18} aria-hidden="true" />}
        aria-controls={brandCentrePanelId}
        aria-expanded={false}
        onClick={() => setIsOpen(true)}
      >
        My Brand Centre
      </Button>
    );
  }

  const confirmDelete = () => {
    if (!projectId) return;
    deletion.mutate(projectId, {
      onSuccess: () => {
        setConfirming(false);
        selectProject(null);
      },
    });
  };

  return (
    <Paper
      component="aside"
      id={brandCentrePanelId}
      aria-labelledby={`${brandCentrePanelId}-title`}
      withBorder
      radius="lg"
      p="md"
      className="bw-centre"
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} id={`${brandCentrePanelId}-title`} fz={20} c="ink.9">
            My Brand Centre
          </Title>
          <Button
            variant="subtle"
            size="compact-sm"
            aria-controls={brandCentrePanelId}
            aria-expanded
            onClick={() => setIsOpen(false)}
          >
            Hide
          </Button>
        </Group>
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <Select
            aria-label="Select a Project"
            placeholder="Select a Project"
            data={projects.map((item) => ({ value: item.id, label: item.name }))}
            value={projectId}
            onChange={(id) => {
              // Spec 001 section 5: a project is loaded or changed only when an id is selected.
              if (id) selectProject(id);
            }}
            allowDeselect={false}
            nothingFoundMessage="No projects yet"
            rightSection={
              projectList.isPending ? (
                <Loader size="xs" role="status" aria-label="Loading projects" />
              ) : undefined
            }
            style={{ flex: 1 }}
            comboboxProps={{ withinPortal: true }}
          />
          {project ? (
            <Tooltip label="Delete this project" withArrow>
              <ActionIcon
                variant="light"
                color="red"
                size="lg"
                aria-label={`Delete project ${project.name}`}
                onClick={() => {
                  deletion.reset();
                  setConfirming(true);
                }}
              >
                <IconX size={18} aria-hidden="true" />
              </ActionIcon>
            </Tooltip>
          ) : null}
        </Group>
        {projectList.isError ? (
          <ErrorAlert title="We could not load your projects">{errorMessage(projectList.error)}</ErrorAlert>
        ) : null}
        <Box>
          <Text size="sm" fw={600} c="ink.9" id={`${brandCentrePanelId}-description`}>
            Project description
          </Text>
          <Text size="sm" c="dimmed">
            {project?.description ||
              (project ? 'No description' : 'Choose a project, or search to start one.')}
          </Text>
        </Box>
        <Accordion multiple defaultValue={['word', 'brand']} variant="separated" chevronPosition="right">
          <BankSection kind="word" items={words} />
          <BankSection kind="brand" items={brands} />
        </Accordion>
      </Stack>
      <DeleteProjectDialog
        opened={confirming}
        projectName={project?.name ?? ''}
        isDeleting={deletion.isPending}
        error={deletion.error}
        onConfirm={confirmDelete}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
}
