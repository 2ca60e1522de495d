import { Anchor, Container, Paper, SimpleGrid } from '@mantine/core';
import { Link } from 'react-router';

import { PageHero } from '../../../components/ui/page-hero.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { paths } from '../../../config/paths.ts';
import { useCurrentUser } from '../../../lib/auth.ts';
import { ChangeDetailsForm } from './change-details-form.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';

export function AccountSettingsPage() {
  const { data: session } = useCurrentUser();
  return (
    <>
      <PageHero title="Account Settings" lead="Keep your sign-in details up to date." />
      <Container size="lg" py={{ base: 32, sm: 56 }}>
        <Anchor component={Link} to={paths.myAccount.getHref()} fz="sm">
          ← Back to My Account
        </Anchor>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" mt="md">
          <Paper withBorder radius="lg" p="xl" shadow="xs">
            <ChangePasswordForm />
          </Paper>
          <Paper withBorder radius="lg" p="xl" shadow="xs">
            {session ? <ChangeDetailsForm session={session} /> : <PageLoader />}
          </Paper>
        </SimpleGrid>
      </Container>
    </>
  );
}
