import { Badge, Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

import { SmallIllustration } from '../../../components/ui/illustrations.tsx';
import { PageSection } from '../../../components/ui/page-section.tsx';
import { paths } from '../../../config/paths.ts';
import { useIsLoggedIn } from '../../../lib/auth.ts';

const tools = [
  {
    kind: 'create',
    title: 'CREATE',
    text: 'Turn a seed word into dozens of candidates: sounds-like, looks-like, urbanised, foreignised, abbreviated and blended names.',
    href: paths.brandCreator.getHref(),
    comingSoon: false,
  },
  {
    kind: 'check',
    title: 'CHECK',
    text: 'See at a glance whether a name is already a UK, EU or US trademark, whether the domains are free and which social handles are taken.',
    href: paths.brandChecker.getHref(),
    comingSoon: false,
  },
  {
    kind: 'test',
    title: 'TEST',
    text: 'Hear what real consumers think of your shortlist before you commit to it.',
    href: paths.brandTester.getHref(),
    comingSoon: true,
  },
] as const;

/** Each tool's own route when logged in; otherwise the login page, which then opens that tool. */
export function ToolOverview() {
  const isLoggedIn = useIsLoggedIn();
  const toolHref = (href: string) => (isLoggedIn ? href : paths.login.getHref(href));
  return (
    <PageSection
      title="Three tools, one shortlist"
      lead="Everything you need between a blank page and a name you can register."
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {tools.map((tool) => (
          <Card key={tool.kind} withBorder radius="lg" padding="xl" shadow="xs">
            <Stack align="center" ta="center" gap="sm" h="100%">
              <SmallIllustration kind={tool.kind} />
              <Title order={3} c="ink.9">
                {tool.title}
              </Title>
              {tool.comingSoon && (
                <Badge color="spark.6" c="ink.9">
                  Coming soon
                </Badge>
              )}
              <Text c="dimmed" style={{ flex: 1 }}>
                {tool.text}
              </Text>
              {!tool.comingSoon && (
                <Button component={Link} to={toolHref(tool.href)} variant="light" color="ink">
                  Try {tool.title.toLowerCase()}
                </Button>
              )}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </PageSection>
  );
}
