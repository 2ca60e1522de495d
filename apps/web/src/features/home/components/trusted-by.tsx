import { Group, Text } from '@mantine/core';

import { PageSection } from '../../../components/ui/page-section.tsx';

// Placeholder kinds of customer rather than invented company logos.
const audiences = [
  'Start-ups',
  'Independent retailers',
  'Design studios',
  'Food & drink makers',
  'Tech founders',
];

export function TrustedBy() {
  return (
    <PageSection title="Trusted by people who name things">
      <Group justify="center" gap="xl">
        {audiences.map((audience) => (
          <Text key={audience} fw={700} c="ink.4" fz="lg" style={{ fontFamily: 'Georgia, serif' }}>
            {audience}
          </Text>
        ))}
      </Group>
    </PageSection>
  );
}
