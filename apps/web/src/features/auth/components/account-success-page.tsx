import { IconConfetti } from '@tabler/icons-react';
import { useLocation } from 'react-router';

import { StatusPage } from '../../../components/ui/status-page.tsx';
import { paths } from '../../../config/paths.ts';
import { useCurrentUser } from '../../../lib/auth.ts';

export function AccountSuccessPage() {
  const { data } = useCurrentUser();
  const location = useLocation();
  const stateName = (location.state as { name?: unknown } | null)?.name;
  const name = data?.user.first_name ?? (typeof stateName === 'string' ? stateName : '');
  return (
    <StatusPage
      icon={<IconConfetti size={56} color="#ffab09" aria-hidden="true" />}
      title={name ? `Welcome ${name}!` : 'Welcome!'}
      lines={[
        'You have successfully created your account',
        data
          ? 'Next, pick the package that suits you.'
          : 'We have sent you an e-mail: follow its link to activate your account, then sign in and pick a package.',
      ]}
      action={{ label: 'View Packages', to: paths.topUp.getHref() }}
    />
  );
}
