import { Navigate, Outlet, useLocation } from 'react-router';

import { ErrorAlert } from '../components/ui/error-alert.tsx';
import { PageLoader } from '../components/ui/page-loader.tsx';
import { paths } from '../config/paths.ts';
import { errorMessage } from '../lib/api-client.ts';
import { useCurrentUser } from '../lib/auth.ts';
import { Container } from '@mantine/core';

/**
 * Login guard for the routes spec 2.1 marks "login-guarded". The session probe's answer is cached by
 * TanStack Query; while it is unknown we show a loader instead of flashing the login page. A visitor
 * is sent to /login with `?next=` naming the page they asked for, so signing in brings them back.
 */
export function RequireLogin() {
  const { data, isPending, isError, error } = useCurrentUser();
  const location = useLocation();

  if (isPending) return <PageLoader label="Checking your session" />;
  if (isError) {
    return (
      <Container size="sm" py="xl">
        <ErrorAlert title="We could not check your session">{errorMessage(error)}</ErrorAlert>
      </Container>
    );
  }
  if (data === null) {
    const wanted = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.login.getHref(wanted)} replace />;
  }
  return <Outlet />;
}
