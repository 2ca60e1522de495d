import { Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

import { HeroIllustration } from '../../../components/ui/illustrations.tsx';
import { PageHero } from '../../../components/ui/page-hero.tsx';
import { PageSection } from '../../../components/ui/page-section.tsx';
import { paths } from '../../../config/paths.ts';

const methods = [
  { title: 'Sounds like', text: 'Names that rhyme with or echo the sound of your word.' },
  { title: 'Looks like', text: 'Near spellings that keep the shape of your word.' },
  { title: 'Urbanize', text: 'Street-smart twists: dropped vowels, swapped letters, bold endings.' },
  { title: 'Foreignize', text: 'Your idea carried into other languages for a fresh sound.' },
  { title: 'Abbreviate', text: 'Short, punchy forms built from your keywords.' },
  { title: 'Word combination', text: 'Two words blended into one memorable portmanteau.' },
];

export function CreateProductPage() {
  return (
    <>
      <PageHero
        eyebrow="CREATE"
        title="Names from a single word"
        lead="Give Create one word that captures your idea. It spins it into dozens of candidates and lets you keep the good ones in a Word Bank and a Brand Bank."
        art={<HeroIllustration />}
      >
        <Button
          component={Link}
          to={paths.brandCreator.getHref()}
          color="spark.6"
          c="ink.9"
          size="md"
          w="fit-content"
        >
          Let's get started
        </Button>
      </PageHero>
      <PageSection
        title="Eight ways to a name"
        lead="Random ideas, meaning-based associations and six more methods, including:"
      >
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {methods.map((method) => (
            <Stack key={method.title} gap={4}>
              <Title order={3} fz="lg" c="ink.9">
                {method.title}
              </Title>
              <Text c="dimmed">{method.text}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </PageSection>
    </>
  );
}
