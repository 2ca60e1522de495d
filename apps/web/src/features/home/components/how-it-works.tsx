import { SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';

import { PageSection } from '../../../components/ui/page-section.tsx';

const steps = [
  {
    title: 'CREATE',
    text: 'Give us a word, a feeling or a few keywords. Collect the names you like in your Brand Bank.',
  },
  {
    title: 'CHECK',
    text: 'Run your favourites through trademark registers, domain lookups and social networks in one go.',
  },
  {
    title: 'TEST',
    text: 'Put the survivors in front of consumers and learn which one sticks (coming soon).',
  },
];

export function HowItWorks() {
  return (
    <PageSection tinted title="How it works" lead="Three steps from idea to a name you can defend.">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
        {steps.map((step, index) => (
          <Stack key={step.title} align="center" ta="center" gap="xs">
            <ThemeIcon size={48} radius="xl" color="ink.9">
              <Text fw={800}>{index + 1}</Text>
            </ThemeIcon>
            <Title order={3} fz="lg" c="ink.9">
              {step.title}
            </Title>
            <Text c="dimmed">{step.text}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </PageSection>
  );
}
