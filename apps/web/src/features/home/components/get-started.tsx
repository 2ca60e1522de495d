import { Box, Paper } from '@mantine/core';

import { PageSection } from '../../../components/ui/page-section.tsx';
import { NameEntry } from './name-entry.tsx';

export function GetStarted() {
  return (
    <PageSection title="Get started" lead="Type a word you like and press ENTER. We will take it from there.">
      <Box maw={640} mx="auto" w="100%">
        <Paper withBorder radius="lg" p="lg" shadow="xs">
          <NameEntry label="Your first word" />
        </Paper>
      </Box>
    </PageSection>
  );
}
