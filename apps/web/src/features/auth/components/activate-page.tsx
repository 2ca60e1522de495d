import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';

import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { paths } from '../../../config/paths.ts';
import { activateAccount } from '../api/activate.ts';
import { storeActivationResult } from '../activation-message.ts';

/** Calls activation once, leaves the result for the login page, and always goes to /login. */
export function ActivatePage() {
  const { email = '', activationCode = '' } = useParams();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    // StrictMode runs effects twice in development; an activation code must be spent only once.
    if (started.current) return;
    started.current = true;
    void activateAccount(email, activationCode).then((ok) => {
      storeActivationResult(ok ? 'success' : 'failure');
      void navigate(paths.login.getHref(), { replace: true });
    });
  }, [email, activationCode, navigate]);

  return <PageLoader label="Activating your account" />;
}
