import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

import { paths } from '../../../config/paths.ts';

export function BespokeCta() {
  return (
    <Box component="section" bg="spark.1" py={{ base: 40, sm: 56 }}>
      <Container size="lg">
        <Group justify="space-between" gap="lg">
          <Stack gap={4} maw={640}>
            <Title order={2} c="ink.9">
              Naming for a large organisation?
            </Title>
            <Text c="ink.8">
              We put together bespoke packages for big teams, portfolios of brands and agencies. Tell us what
              you need and we will shape a plan around it.
            </Text>
          </Stack>
          <Button component={Link} to={paths.contact.getHref()} size="md" color="ink">
            Contact us
          </Button>
        </Group>
      </Container>
    </Box>
  );
}
