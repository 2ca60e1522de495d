import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { FORGOT_PASSWORD_MESSAGE } from '@brandwright/contracts';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';

import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { storageKeys, writeStorage } from '../../../lib/storage.ts';
import { useFormFields } from '../../../lib/use-form-fields.ts';
import { hasErrors } from '../../../lib/validation.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { validateForgotPassword } from '../validation.ts';
import { AuthCard } from './auth-card.tsx';

export const resetLinkSentMessage = 'A reset link has been sent to you. Click on it to reset your password';

export function ForgottenPasswordPage() {
  const form = useFormFields({ email: '' });
  const forgot = useForgotPassword();
  const [submitted, setSubmitted] = useState(false);

  const send = () => {
    const errors = validateForgotPassword(form.values);
    form.setErrors(errors);
    if (hasErrors(errors)) return;
    const email = form.values.email.trim();
    forgot.mutate(
      { email },
      {
        onSuccess: () => {
          // Lets the reset page prefill the address when the link is opened in this browser.
          writeStorage('local', storageKeys.resetEmail, email);
          setSubmitted(true);
        },
      },
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  if (submitted) {
    return (
      <AuthCard title="Password Reset">
        <Stack gap="md">
          <Text role="status" fw={600} c="ink.9">
            {resetLinkSentMessage}
          </Text>
          <Text c="dimmed">{FORGOT_PASSWORD_MESSAGE}</Text>
          {forgot.isError && <ErrorAlert>{errorMessage(forgot.error)}</ErrorAlert>}
          <Button color="ink" variant="outline" onClick={send} loading={forgot.isPending}>
            Send Again
          </Button>
          <Text fz="sm" ta="center">
            No account yet?{' '}
            <Anchor component={Link} to={paths.join.getHref()}>
              Sign up
            </Anchor>
          </Text>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgotten your password?"
      subtitle="Enter the e-mail you signed up with and we will send you a link to choose a new one."
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {forgot.isError && <ErrorAlert>{errorMessage(forgot.error)}</ErrorAlert>}
          <TextInput label="Email" type="email" autoComplete="email" {...form.textProps('email')} />
          <Button type="submit" color="ink" size="md" loading={forgot.isPending} fullWidth>
            Recover
          </Button>
          <Anchor component={Link} to={paths.login.getHref()} fz="sm" ta="center">
            Back to sign in
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
