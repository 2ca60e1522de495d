import { Button, Card, Container, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { NO_ACTIVE_PLAN } from '@brandwright/contracts';
import { IconSettings, IconSparkles, IconTicket } from '@tabler/icons-react';
import { Link } from 'react-router';

import { PageHero } from '../../../components/ui/page-hero.tsx';
import { paths } from '../../../config/paths.ts';
import { useCurrentUser } from '../../../lib/auth.ts';
import { useAccountSummary } from '../api/get-account-summary.ts';

export function remainingSearchesText(count: number): string {
  return `You have ${count} remaining ${count === 1 ? 'search' : 'searches'}`;
}

function isUnlimited(planName: string): boolean {
  return planName.endsWith('Unlimited');
}

function YourPlanCard() {
  // The count changes with every search and purchase, so it is read afresh on each visit.
  const { data: session, isPending: isSessionPending } = useCurrentUser({ fresh: true });
  const summary = useAccountSummary();
  const sessionPlanName = session?.plan.status === 'active' ? session.plan.name : null;
  const planName = summary.data?.activePlan ?? sessionPlanName ?? NO_ACTIVE_PLAN;
  const isActive = planName !== NO_ACTIVE_PLAN;
  const searches = session?.plan.search_count ?? 0;

  return (
    <Card withBorder radius="lg" padding="xl" shadow="xs">
      <Stack gap="sm" h="100%">
        <IconTicket size={32} color="#4146c3" aria-hidden="true" />
        <Title order={2} fz="xl" c="ink.9">
          Your Plan
        </Title>
        {summary.isPending || isSessionPending ? (
          <Skeleton h={48} aria-label="Loading your plan" />
        ) : (
          <>
            <Text fw={700} fz="lg">
              {planName}
            </Text>
            <Text c="dimmed">
              {isActive && isUnlimited(planName)
                ? 'Your searches are unlimited'
                : remainingSearchesText(searches)}
            </Text>
          </>
        )}
        <Button
          component={Link}
          to={isActive ? paths.managePlan.getHref() : paths.topUp.getHref()}
          color="ink"
          mt="auto"
        >
          {isActive ? 'View Activity' : 'Activate your Plan'}
        </Button>
      </Stack>
    </Card>
  );
}

export function MyAccountPage() {
  const { data: session } = useCurrentUser();
  return (
    <>
      <PageHero title="My Account" lead={`Welcome ${session?.user.first_name ?? ''}`.trim()} />
      <Container size="lg" py={{ base: 32, sm: 56 }}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          <YourPlanCard />
          <Card withBorder radius="lg" padding="xl" shadow="xs">
            <Stack gap="sm" h="100%">
              <IconSettings size={32} color="#4146c3" aria-hidden="true" />
              <Title order={2} fz="xl" c="ink.9">
                Account Settings
              </Title>
              <Text c="dimmed">Change your password, your name or the e-mail you sign in with.</Text>
              <Button
                component={Link}
                to={paths.accountSettings.getHref()}
                variant="outline"
                color="ink"
                mt="auto"
              >
                Account Settings
              </Button>
            </Stack>
          </Card>
          <Card withBorder radius="lg" padding="xl" shadow="xs" bg="spark.0">
            <Stack gap="sm" h="100%">
              <IconSparkles size={32} color="#e39500" aria-hidden="true" />
              <Title order={2} fz="xl" c="ink.9">
                Need more searches?
              </Title>
              <Text c="ink.8">
                Compare our packages and pick the one that fits how often you name things.
              </Text>
              <Button component={Link} to={paths.ourPackages.getHref()} color="spark.6" c="ink.9" mt="auto">
                See our packages
              </Button>
            </Stack>
          </Card>
        </SimpleGrid>
      </Container>
    </>
  );
}
