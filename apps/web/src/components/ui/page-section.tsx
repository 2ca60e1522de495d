import { Box, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function PageSection({
  title,
  lead,
  children,
  tinted = false,
  id,
}: {
  title?: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
  tinted?: boolean;
  id?: string;
}) {
  return (
    <Box component="section" id={id} py={{ base: 40, sm: 56 }} bg={tinted ? 'ink.0' : undefined}>
      <Container size="lg">
        <Stack gap="lg">
          {(title || lead) && (
            <Stack gap={6} align="center" ta="center">
              {title && (
                <Title order={2} c="ink.9">
                  {title}
                </Title>
              )}
              {lead && (
                <Text c="dimmed" maw={640}>
                  {lead}
                </Text>
              )}
            </Stack>
          )}
          {children}
        </Stack>
      </Container>
    </Box>
  );
}
