import { Alert, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { useNavigate, useParams } from 'react-router';

import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { StatusPage } from '../../../components/ui/status-page.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCompleteSandboxCheckout } from '../api/complete-sandbox-checkout.ts';
import { useSandboxCheckout, type SandboxCheckout } from '../api/get-sandbox-checkout.ts';
import { formatPence } from '../format-amount.ts';
import { isFollowableCheckoutUrl, leaveForCheckout } from '../redirect.ts';

/**
 * The stand-in for the card provider's hosted page when the server runs without Stripe keys. It is
 * labelled as such everywhere: no card is asked for and no money moves.
 */
export function SandboxCheckoutPage() {
  const { sessionId = '' } = useParams();
  const checkout = useSandboxCheckout(sessionId);
  const complete = useCompleteSandboxCheckout();
  const navigate = useNavigate();

  function goTo(url: string) {
    if (url.startsWith('/') && !url.startsWith('//')) void navigate(url);
    else if (isFollowableCheckoutUrl(url)) leaveForCheckout(url);
  }

  function finish(outcome: 'pay' | 'cancel') {
    complete.mutate(
      { sessionId, outcome },
      {
        onSuccess: (result: SandboxCheckout) =>
          goTo(outcome === 'pay' ? result.success_url : result.cancel_url),
      },
    );
  }

  if (checkout.isPending) return <PageLoader label="Loading the sandbox checkout" />;
  if (checkout.isError) {
    return (
      <StatusPage
        title="This checkout cannot be found"
        lines={[errorMessage(checkout.error)]}
        action={{ label: 'View Packages', to: paths.topUp.getHref() }}
      />
    );
  }
  const { data } = checkout;
  if (data.status !== 'pending') {
    return (
      <StatusPage
        title="This checkout is already closed"
        lines={[data.status === 'paid' ? 'It has been paid.' : 'It was cancelled.']}
        action={{ label: 'Go to Account', to: paths.myAccount.getHref() }}
      />
    );
  }

  const amount = formatPence(data.amount_total);
  return (
    <Container size="sm" py={{ base: 48, sm: 80 }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }} shadow="sm">
        <Stack gap="md">
          <Alert
            color="yellow"
            variant="light"
            icon={<IconFlask size={18} aria-hidden="true" />}
            title="Sandbox"
          >
            This is the sandbox checkout: no card is asked for and no real payment is taken.
          </Alert>
          <Title order={1} fz={{ base: 26, sm: 32 }} c="ink.9">
            Sandbox checkout
          </Title>
          <Group justify="space-between" wrap="nowrap">
            <Text fw={600}>{data.plan_name} × 1</Text>
            <Text fw={800}>{amount}</Text>
          </Group>
          {complete.isError && (
            <ErrorAlert title="The sandbox payment did not go through">
              {errorMessage(complete.error)}
            </ErrorAlert>
          )}
          <Group wrap="wrap">
            <Button
              color="ink"
              size="md"
              onClick={() => finish('pay')}
              loading={complete.isPending && complete.variables.outcome === 'pay'}
              disabled={complete.isPending}
            >
              Pay {amount}
            </Button>
            <Button
              variant="default"
              size="md"
              onClick={() => finish('cancel')}
              loading={complete.isPending && complete.variables.outcome === 'cancel'}
              disabled={complete.isPending}
            >
              Cancel
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
