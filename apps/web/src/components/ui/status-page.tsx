import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A short centred message with one way forward: used by the thank-you, no-credits, 404... pages. */
export function StatusPage({
  icon,
  title,
  lines,
  action,
  children,
}: {
  icon?: ReactNode;
  title: ReactNode;
  lines?: ReactNode[];
  action?: { label: string; to: string };
  children?: ReactNode;
}) {
  return (
    <Container size="sm" py={{ base: 48, sm: 80 }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }} shadow="sm">
        <Stack align="center" ta="center" gap="md">
          {icon}
          <Title order={1} fz={{ base: 26, sm: 32 }} c="ink.9">
            {title}
          </Title>
          {lines?.map((line, index) => (
            <Text key={index} c="dimmed" fz="lg">
              {line}
            </Text>
          ))}
          {children}
          {action && (
            <Button component={Link} to={action.to} size="md" color="ink">
              {action.label}
            </Button>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
