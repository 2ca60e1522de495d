import { Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

import { HeroIllustration } from '../../../components/ui/illustrations.tsx';
import { PageHero } from '../../../components/ui/page-hero.tsx';
import { PageSection } from '../../../components/ui/page-section.tsx';
import { paths } from '../../../config/paths.ts';

const searches = [
  {
    title: 'Trademark Search',
    text: 'We look for identical and similar marks on the UK, EU and US registers, filtered by the classes you care about.',
  },
  {
    title: 'Domain Name Search',
    text: 'See which web addresses are free across the popular endings, with hyphenated variants when you want them.',
  },
  {
    title: 'Social Media Search',
    text: 'Find out whether your handle is still available on the networks your customers use.',
  },
];

export function CheckProductPage() {
  return (
    <>
      <PageHero
        eyebrow="CHECK"
        title="Is your name really free?"
        lead="One search tells you whether your favourite name is already a trademark, a domain or a social handle, so you can decide before you invest."
        art={<HeroIllustration />}
      >
        <Button
          component={Link}
          to={paths.brandChecker.getHref()}
          color="spark.6"
          c="ink.9"
          size="md"
          w="fit-content"
        >
          Get Started
        </Button>
      </PageHero>
      <PageSection>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="xl">
          {searches.map((search) => (
            <Stack key={search.title} gap="xs">
              <Title order={2} fz="xl" c="ink.9">
                {search.title}
              </Title>
              <Text c="dimmed">{search.text}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </PageSection>
    </>
  );
}
