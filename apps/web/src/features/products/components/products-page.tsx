import { Badge, Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

import { SmallIllustration } from '../../../components/ui/illustrations.tsx';
import { PageHero } from '../../../components/ui/page-hero.tsx';
import { PageSection } from '../../../components/ui/page-section.tsx';
import { paths } from '../../../config/paths.ts';

const products = [
  {
    kind: 'create',
    title: 'Create',
    text: 'Generate names from a seed word with eight different methods, and keep the best ones in projects.',
    action: 'Build My Brand',
    to: paths.brandCreator.getHref(),
    more: paths.productCreate.getHref(),
    comingSoon: false,
  },
  {
    kind: 'check',
    title: 'Check',
    text: 'Search trademarks in the UK, the EU and the US, domain names, social handles and the web in one go.',
    action: 'Search My Brand',
    to: paths.brandChecker.getHref(),
    more: paths.productCheck.getHref(),
    comingSoon: false,
  },
  {
    kind: 'test',
    title: 'Test',
    text: 'Put your shortlist in front of real consumers and learn which name resonates.',
    action: 'Test My Brand',
    to: paths.products.getHref(),
    more: null,
    comingSoon: true,
  },
] as const;

export function ProductsPage() {
  return (
    <>
      <PageHero
        title="Our Products"
        lead="Three tools that take a name from first spark to something you can register."
      />
      <PageSection>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {products.map((product) => (
            <Card key={product.kind} withBorder radius="lg" padding="xl" shadow="xs">
              <Stack gap="sm" h="100%" align="flex-start">
                <SmallIllustration kind={product.kind} />
                <Title order={2} fz="xl" c="ink.9">
                  {product.title}
                </Title>
                {product.comingSoon && (
                  <Badge color="spark.6" c="ink.9">
                    Coming soon
                  </Badge>
                )}
                <Text c="dimmed" style={{ flex: 1 }}>
                  {product.text}
                </Text>
                <Button component={Link} to={product.to} color="ink">
                  {product.action}
                </Button>
                {product.more && (
                  <Button component={Link} to={product.more} variant="subtle" color="ink" px={0}>
                    Learn more
                  </Button>
                )}
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </PageSection>
    </>
  );
}
