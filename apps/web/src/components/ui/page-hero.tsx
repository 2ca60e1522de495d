import { Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The coloured band that opens every page: a title, an optional lead line, actions and art. */
export function PageHero({
  title,
  lead,
  children,
  art,
  eyebrow,
}: {
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
  art?: ReactNode;
  eyebrow?: ReactNode;
}) {
  return (
    <Box
      component="section"
      py={{ base: 40, sm: 64 }}
      style={{ background: 'linear-gradient(135deg, #312e81 0%, #3337ad 60%, #4146c3 100%)' }}
    >
      <Container size="lg">
        <Group justify="space-between" align="center" wrap="wrap" gap="xl">
          <Stack gap="md" maw={620} style={{ flex: '1 1 320px' }}>
            {eyebrow && (
              <Text c="spark.3" fw={700} tt="uppercase" fz="sm" style={{ letterSpacing: '0.08em' }}>
                {eyebrow}
              </Text>
            )}
            <Title order={1} c="white" fz={{ base: 32, sm: 44 }} lh={1.15}>
              {title}
            </Title>
            {lead && (
              <Text c="ink.0" fz="lg">
                {lead}
              </Text>
            )}
            {children}
          </Stack>
          {art && (
            <Box style={{ flex: '0 1 380px' }} visibleFrom="sm">
              {art}
            </Box>
          )}
        </Group>
      </Container>
    </Box>
  );
}
