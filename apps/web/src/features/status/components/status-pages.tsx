import { Button } from '@mantine/core';
import { IconCoins, IconMapSearch, IconTicketOff } from '@tabler/icons-react';
import { Link } from 'react-router';

import { StatusPage } from '../../../components/ui/status-page.tsx';
import { paths } from '../../../config/paths.ts';

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
