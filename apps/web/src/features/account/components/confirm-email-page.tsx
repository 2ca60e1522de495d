import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useParams } from 'react-router';

import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { StatusPage } from '../../../components/ui/status-page.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useConfirmEmail } from '../api/confirm-email.ts';

/**
 * The link mailed to a new address (/confirm-email/{code}). Public: it may be opened in another
 * browser than the one that asked for the change. The code is spent once, on load.
 */
export function ConfirmEmailPage() {
  const { code = '' } = useParams();
  const confirm = useConfirmEmail();
  const { mutate } = confirm;
  const started = useRef(false);

  useEffect(() => {
    // StrictMode runs effects twice in development; the code must be sent only once.
    if (started.current) return;
    started.current = true;
    mutate(code);
  }, [code, mutate]);

  if (confirm.isSuccess) {
    return (
      <StatusPage
        icon={<IconCircleCheck size={48} color="#2f9e44" aria-hidden="true" />}
        title={confirm.data.message}
        lines={[`From now on you sign in with ${confirm.data.email}.`]}
        action={{ label: 'Go to My Account', to: paths.myAccount.getHref() }}
      />
    );
  }
  if (confirm.isError) {
    return (
      <StatusPage
        icon={<IconAlertCircle size={48} color="#e03131" aria-hidden="true" />}
        title="Your e-mail address was not changed"
        lines={[errorMessage(confirm.error), 'You can ask for a new link in your account settings.']}
        action={{ label: 'Account Settings', to: paths.accountSettings.getHref() }}
      />
    );
  }
  return <PageLoader label="Confirming your e-mail address" />;
}
