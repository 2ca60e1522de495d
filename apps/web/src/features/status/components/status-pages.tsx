import { Button, Text } from '@mantine/core';
import {
  IconCircleCheck,
  IconCircleX,
  IconCoins,
  IconMapSearch,
  IconTicketOff,
  IconHeartHandshake,
} from '@tabler/icons-react';
import { Link, useParams } from 'react-router';

import { StatusPage } from '../../../components/ui/status-page.tsx';
import { paths } from '../../../config/paths.ts';
import { useCurrentUser } from '../../../lib/auth.ts';
import { planDescription } from '../plan-descriptions.ts';

export function NotFoundPage() {
  return (
    <StatusPage
      icon={<IconMapSearch size={56} color="#4146c3" aria-hidden="true" />}
      title="404"
      lines={['You didnt break the internet,but we cant find what you are looking for.']}
    >
      <Button component={Link} to={paths.home.getHref()} color="ink" size="md">
        Go back to Home page
      </Button>
    </StatusPage>
  );
}

export function ThankYouPage() {
  return (
    <StatusPage
      icon={<IconHeartHandshake size={56} color="#2f9e44" aria-hidden="true" />}
      title="Thank you for your purchase!"
      lines={['We have successfully added credits to your account']}
      action={{ label: 'Start Searching', to: paths.brandChecker.getHref() }}
    />
  );
}

export function NoCreditsPage() {
  return (
    <StatusPage
      icon={<IconCoins size={56} color="#e39500" aria-hidden="true" />}
      title="You have zero credits"
      lines={['Please top up your credits with the button below']}
      action={{ label: 'View Packages', to: paths.topUp.getHref() }}
    />
  );
}

export function NoActivePlanPage() {
  return (
    <StatusPage
      icon={<IconTicketOff size={56} color="#e39500" aria-hidden="true" />}
      title="You have no active plan"
      lines={['Please activate or buy a plan']}
      action={{ label: 'My Account', to: paths.myAccount.getHref() }}
    />
  );
}

export function PaymentSuccessPage() {
  const { amount } = useParams();
  const { data } = useCurrentUser();
  const description = planDescription(data?.plan.status === 'active' ? data.plan.name : null);
  return (
    <StatusPage
      icon={<IconCircleCheck size={56} color="#2f9e44" aria-hidden="true" />}
      title="Your purchase was completed Successfully"
      lines={['You can now continue with using the tool']}
      action={{ label: 'Go to Account', to: paths.myAccount.getHref() }}
    >
      {amount && /^\d+(\.\d{1,2})?$/.test(amount) && (
        <Text fw={600}>Amount paid: £{Number(amount).toFixed(2)}</Text>
      )}
      {description && <Text>{description}</Text>}
    </StatusPage>
  );
}

export function PaymentFailurePage() {
  return (
    <StatusPage
      icon={<IconCircleX size={56} color="#e03131" aria-hidden="true" />}
      title="Your Purchase was not completed Successfully"
      lines={['No money has been taken. You can pick a package and pay again whenever you are ready.']}
      action={{ label: 'Try again', to: paths.topUp.getHref() }}
    />
  );
}
