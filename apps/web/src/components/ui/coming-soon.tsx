import { Badge, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A tidy stand-in for a tool whose issue has not landed yet. */
export function ComingSoon({
  tool,
  description,
  back,
  children,
}: {
  tool: string;
  description: ReactNode;
  back?: { label: string; to: string };
  children?: ReactNode;
}) {
  return (
    <Container size="sm" py={{ base: 40, sm: 72 }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }} shadow="xs">
        <Stack align="center" ta="center" gap="md">
          <IconHourglassHigh size={48} color="#ffab09" aria-hidden="true" />
          <Badge color="spark.6" c="ink.9" size="lg">
            coming soon
          </Badge>
          <Title order={1} fz={{ base: 26, sm: 32 }} c="ink.9">
            {tool}
          </Title>
          <Text c="dimmed">{description}</Text>
          {children}
          {back && (
            <Button component={Link} to={back.to} variant="outline" color="ink">
              {back.label}
            </Button>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
