import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBriefcase, IconGavel, IconNotebook } from '@tabler/icons-react';
import { Link } from 'react-router';

import { HeroIllustration } from '../../../components/ui/illustrations.tsx';
import { PageHero } from '../../../components/ui/page-hero.tsx';
import { PageSection } from '../../../components/ui/page-section.tsx';
import { paths } from '../../../config/paths.ts';

const teamCards = [
  {
    Icon: IconGavel,
    title: 'Legal',
    text: 'Our partner IP firms can pick up where the tool stops: clearance opinions and filing your mark.',
  },
  {
    Icon: IconBriefcase,
    title: 'Jobs',
    text: 'We are a small team of namers, researchers and engineers. Tell us if you would like to join.',
  },
  {
    Icon: IconNotebook,
    title: 'Case studies',
    text: 'Stories of names found, checked and launched with Brandwright are on their way.',
  },
];

export function AboutPage() {
  return (
    <>
      <PageHero
        title="About Brandwright"
        lead="We are a UK brand consultancy that got tired of watching good names die at the trademark search. So we built the tool we wanted."
        art={<HeroIllustration />}
      />
      <PageSection title="Our story">
        <Stack gap="md" maw={760} mx="auto" className="bw-prose">
          <Text>
            Naming is the most fun part of building a brand, right up to the moment you discover someone else
            already owns your favourite idea. Brandwright puts the creative and the practical side by side.
          </Text>
          <Text>
            Create a brand name, see how similar words are used on the web, find out whether it is already a
            trademark or a registered domain, and check whether the social handles are free. When you have a
            name you love, visit our partner firms for consumer research or full IP clearance.
          </Text>
        </Stack>
      </PageSection>
      <PageSection tinted title="The team around you">
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {teamCards.map(({ Icon, title, text }) => (
            <Card key={title} withBorder radius="lg" padding="xl" shadow="xs">
              <Stack gap="sm">
                <Icon size={32} color="#4146c3" aria-hidden="true" />
                <Title order={3} fz="lg" c="ink.9">
                  {title}
                </Title>
                <Text c="dimmed">{text}</Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </PageSection>
      <PageSection title="Get started" lead="Pick a package and start naming today.">
        <Group justify="center">
          <Button component={Link} to={paths.ourPackages.getHref()} color="ink" size="md">
            See our packages
          </Button>
          <Button component={Link} to={paths.contact.getHref()} variant="outline" color="ink" size="md">
            Talk to us
          </Button>
        </Group>
      </PageSection>
    </>
  );
}
