import { Button, Loader, Text } from '@mantine/core';
import { IconHeartHandshake, IconCoins } from '@tabler/icons-react';
import { Link } from 'react-router';

import { StatusPage } from '../../../components/ui/status-page.tsx';
import { paths } from '../../../config/paths.ts';
import { useIsLoggedIn } from '../../../lib/auth.ts';
import { useCredits } from '../api/get-credits.ts';

/**
 * Where a redeemed coupon lands. The route is public, so the thanks are shown only to a signed-in
 * user whose credit pot the server reports as filled; nobody is told credits were added that were not.
 */
export function ThankYouPage() {
  const isLoggedIn = useIsLoggedIn();
  const credits = useCredits({ enabled: isLoggedIn === true });

  if (isLoggedIn === undefined || (isLoggedIn && credits.isPending)) {
    return (
      <StatusPage title="Thank you">
        <Loader color="ink" aria-label="Loading your credits" role="status" />
      </StatusPage>
    );
  }
  if (!isLoggedIn) {
    return (
      <StatusPage
        icon={<IconCoins size={56} color="#e39500" aria-hidden="true" />}
        title="Thank you"
        lines={['Sign in to see the credits on your account.']}
        action={{ label: 'Sign in', to: paths.login.getHref(paths.thankYou.getHref()) }}
      />
    );
  }
  if (credits.isError || credits.data === undefined || credits.data <= 0) {
    return (
      <StatusPage
        icon={<IconCoins size={56} color="#e39500" aria-hidden="true" />}
        title="There are no credits on your account yet"
        lines={['Pick a package or redeem a coupon to add some.']}
        action={{ label: 'View Packages', to: paths.topUp.getHref() }}
      />
    );
  }
  return (
    <StatusPage
      icon={<IconHeartHandshake size={56} color="#2f9e44" aria-hidden="true" />}
      title="Thank you for your purchase!"
      lines={['We have successfully added credits to your account']}
    >
      <Text fw={600}>
        Your credit pot now holds {credits.data} {credits.data === 1 ? 'credit' : 'credits'}.
      </Text>
      <Button component={Link} to={paths.brandChecker.getHref()} size="md" color="ink">
        Start Searching
      </Button>
    </StatusPage>
  );
}
