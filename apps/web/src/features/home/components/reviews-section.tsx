import { Blockquote, SimpleGrid, Text } from '@mantine/core';

import { PageSection } from '../../../components/ui/page-section.tsx';

// Placeholders until real testimonials are collected (spec 2.3); clearly labelled as such.
const placeholderReviews = [
  { quote: 'Your review could be here. Tell us how your naming went.', who: 'Placeholder review' },
  { quote: 'We are collecting stories from our first customers.', who: 'Placeholder review' },
  { quote: 'Found a name with Brandwright? We would love to hear about it.', who: 'Placeholder review' },
];

export function ReviewsSection() {
  return (
    <PageSection
      tinted
      title="Reviews"
      lead="Testimonials are coming soon. In the meantime, here is where they will live."
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {placeholderReviews.map((review, index) => (
          <Blockquote key={index} color="spark.6" bg="white" radius="lg">
            <Text fs="italic">{review.quote}</Text>
            <Text fz="sm" c="dimmed" mt="sm">
              {review.who}
            </Text>
          </Blockquote>
        ))}
      </SimpleGrid>
    </PageSection>
  );
}
