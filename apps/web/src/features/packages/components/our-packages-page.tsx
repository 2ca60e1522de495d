import {
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  List,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router';

import { PageHero } from '../../../components/ui/page-hero.tsx';
import { PageSection } from '../../../components/ui/page-section.tsx';
import { paths } from '../../../config/paths.ts';
import { useIsLoggedIn } from '../../../lib/auth.ts';

interface PackageOffer {
  /** The product key checkout takes (the server's plan catalogue). */
  productId: 'single_session' | 'light' | 'unlimited';
  name: string;
  price: string;
  priceNote: string;
  features: string[];
  highlighted?: boolean;
}

/** Introductory prices and contents from spec 000, section 9. */
export const packageOffers: PackageOffer[] = [
  {
    productId: 'single_session',
    name: 'Single Session',
    price: '£5',
    priceNote: 'one-time payment',
    features: [
      'Free use of Create',
      '5 searches in Check',
      'Saves the results of one trademark search',
      'Free trademark protection quote',
    ],
  },
  {
    productId: 'light',
    name: 'Light',
    price: '£10',
    priceNote: 'for 15 searches',
    features: ['15 searches in Check', 'Saves all your searches', 'Free trademark protection quote'],
    highlighted: true,
  },
  {
    productId: 'unlimited',
    name: 'Unlimited',
    price: 'Contact us for an introductory price',
    priceNote: 'monthly, cancel any time',
    features: ['Unlimited monthly searches', 'Unlimited saved results', 'Free trademark protection quote'],
  },
];

export function OurPackagesPage() {
  const isLoggedIn = useIsLoggedIn();
  return (
    <>
      <PageHero
        title="Our Packages"
        lead="Three simple ways to get going, at introductory prices. Naming for a whole organisation? We also put together bespoke offers: just ask."
      />
      <PageSection>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {packageOffers.map((offer) => (
            <Card
              key={offer.name}
              withBorder
              radius="lg"
              padding="xl"
              shadow={offer.highlighted ? 'md' : 'xs'}
              style={offer.highlighted ? { borderColor: '#ffab09', borderWidth: 2 } : undefined}
            >
              <Stack gap="md" h="100%">
                {offer.highlighted && (
                  <Badge color="spark.6" c="ink.9" w="fit-content">
                    Most popular
                  </Badge>
                )}
                <Title order={2} fz="xl" c="ink.9">
                  {offer.name}
                </Title>
                <Stack gap={0}>
                  <Text fw={800} fz={offer.price.startsWith('£') ? 36 : 'lg'} c="ink.9">
                    {offer.price}
                  </Text>
                  <Text c="dimmed" fz="sm">
                    {offer.priceNote}
                  </Text>
                </Stack>
                <List
                  spacing="xs"
                  icon={
                    <ThemeIcon size={20} radius="xl" color="ink">
                      <IconCheck size={12} />
                    </ThemeIcon>
                  }
                  style={{ flex: 1 }}
                >
                  {offer.features.map((feature) => (
                    <List.Item key={feature}>{feature}</List.Item>
                  ))}
                </List>
                {isLoggedIn === false && (
                  <Button
                    component={Link}
                    to={paths.join.getHref()}
                    color="ink"
                    variant={offer.highlighted ? 'filled' : 'outline'}
                  >
                    Sign up
                  </Button>
                )}
                {isLoggedIn === true && (
                  <Button
                    component={Link}
                    to={paths.checkout.getHref(offer.productId)}
                    color="ink"
                    variant={offer.highlighted ? 'filled' : 'outline'}
                    aria-label={`Buy ${offer.name}`}
                  >
                    Buy
                  </Button>
                )}
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
        <Text ta="center" c="dimmed">
          Already on a plan? To change or upgrade it,{' '}
          <Anchor component={Link} to={paths.topUp.getHref()} fw={600}>
            click here
          </Anchor>
          .
        </Text>
      </PageSection>
      <PageSection
        tinted
        title="Get started"
        lead="Create an account in a minute, pick a package, and run your first check today."
      >
        <Container size="xs">
          <Stack align="center">
            <Button
              component={Link}
              to={isLoggedIn ? paths.brandCreator.getHref() : paths.join.getHref()}
              color="ink"
              size="md"
            >
              {isLoggedIn ? 'Open the tools' : 'Create your account'}
            </Button>
          </Stack>
        </Container>
      </PageSection>
    </>
  );
}
