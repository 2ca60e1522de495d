import type { SavedCreation } from '@brandwright/contracts';
import { Button, Container, Group, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link, useNavigate } from 'react-router';

import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { openCreation } from '../../../lib/saved-creation-handoff.ts';
import { useSavedCreations } from '../api/get-saved-creations.ts';

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
}

function WordPills({ words }: { words: string[] }) {
  return (
    <Group gap={4} component="ul" className="bw-pill-list" aria-label="Word Bank">
      {words.map((word) => (
        <li key={word}>
          <span className="bw-chip" data-colour="green">
            {word}
          </span>
        </li>
      ))}
    </Group>
  );
}

/** Saved Creations (spec 001 section 2): date, 'Project Name', 'Word Bank' and 'View' for each. */
export function SavedCreationsPage() {
  const creations = useSavedCreations();
  const navigate = useNavigate();

  const view = (creation: SavedCreation) => {
    openCreation({
      konstruktorName: creation.konstruktor_name,
      words: creation.word_list,
      projectId: creation.project_id,
      createdAt: creation.created_at,
    });
    void navigate(paths.brandCreator.getHref('savedkonstrukt'));
  };

  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }} c="ink.9">
            Saved Creations
          </Title>
          <Text c="dimmed">Projects you saved from the Brand Creator, with their Word Bank.</Text>
        </div>
        {creations.isPending ? <PageLoader /> : null}
        {creations.isError ? (
          <ErrorAlert title="We could not load your saved creations">
            {errorMessage(creations.error)}
          </ErrorAlert>
        ) : null}
        {creations.data && creations.data.length === 0 ? (
          <Paper withBorder radius="lg" p="xl" ta="center">
            <Text fw={600} c="ink.9">
              You have not saved a creation yet.
            </Text>
            <Text c="dimmed" mb="md">
              Search in the Brand Creator, then press “Save creation” to keep the project and its Word Bank
              here.
            </Text>
            <Button component={Link} to={paths.brandCreator.getHref()} color="ink.9">
              Open the Brand Creator
            </Button>
          </Paper>
        ) : null}
        {creations.data && creations.data.length > 0 ? (
          <Paper withBorder radius="lg" p={{ base: 'xs', sm: 'md' }}>
            <Table.ScrollContainer minWidth={0}>
              <Table verticalSpacing="sm" aria-label="Your saved creations" className="bw-stack-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Date</Table.Th>
                    <Table.Th>Project Name</Table.Th>
                    <Table.Th>Word Bank</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>Open</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {creations.data.map((creation) => (
                    <Table.Tr key={creation.id}>
                      <Table.Td data-label="Date">{formatDate(creation.created_at)}</Table.Td>
                      <Table.Td data-label="Project Name" fw={600}>
                        {creation.konstruktor_name}
                      </Table.Td>
                      <Table.Td data-label="Word Bank">
                        <WordPills words={creation.word_list} />
                      </Table.Td>
                      <Table.Td>
                        <Button
                          size="xs"
                          color="ink.9"
                          onClick={() => view(creation)}
                          aria-label={`View ${creation.konstruktor_name}`}
                        >
                          View
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
        ) : null}
      </Stack>
    </Container>
  );
}
