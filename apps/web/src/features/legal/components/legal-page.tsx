import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

import { PageHero } from '../../../components/ui/page-hero.tsx';

export interface LegalSection {
  heading: string;
  paragraphs: ReactNode[];
}

export function LegalPage({
  title,
  updated,
  sections,
}: {
  title: string;
  updated: string;
  sections: LegalSection[];
}) {
  return (
    <>
      <PageHero title={title} lead={updated} />
      <Container size="md" py={{ base: 32, sm: 56 }}>
        <Stack gap="xs" className="bw-prose">
          {sections.map((section, index) => (
            <section key={section.heading}>
              <Title order={2} fz="xl" c="ink.9">
                {index + 1}. {section.heading}
              </Title>
              {section.paragraphs.map((paragraph, paragraphIndex) => (
                <Text key={paragraphIndex} mt="sm">
                  {paragraph}
                </Text>
              ))}
            </section>
          ))}
        </Stack>
      </Container>
    </>
  );
}
