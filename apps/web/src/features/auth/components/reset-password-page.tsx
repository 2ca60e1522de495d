import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { Link, useParams } from 'react-router';

import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { readStorage, removeStorage, storageKeys } from '../../../lib/storage.ts';
import { useFormFields } from '../../../lib/use-form-fields.ts';
import { hasErrors } from '../../../lib/validation.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { validateResetPassword } from '../validation.ts';
import { AuthCard } from './auth-card.tsx';

export const resetSuccessMessage = 'Your Password has been reset Successfully';

/**
 * The server needs the e-mail with the code, so we ask for it, prefilled when this browser asked
 * for the link. Inputs lock after success; after an error they stay editable so the user can retry.
 */
export function ResetPasswordPage() {
  const { resetCode = '' } = useParams();
  const form = useFormFields({
    email: readStorage('local', storageKeys.resetEmail) ?? '',
    password: '',
    password_confirmation: '',
  });
  const reset = useResetPassword();
  const done = reset.isSuccess;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const errors = validateResetPassword(form.values, resetCode);
    form.setErrors(errors);
    if (hasErrors(errors)) return;
    reset.mutate(
      { ...form.values, email: form.values.email.trim(), resetCode },
      { onSuccess: () => removeStorage('local', storageKeys.resetEmail) },
    );
  };

  return (
    <AuthCard title="Reset Password" subtitle="Choose a new password for your account.">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {done && (
            <Alert color="green" icon={<IconCircleCheck size={18} />} role="status">
              {resetSuccessMessage}
            </Alert>
          )}
          {reset.isError && <ErrorAlert title="Reset failed">{errorMessage(reset.error)}</ErrorAlert>}
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            disabled={done}
            {...form.textProps('email')}
          />
          <PasswordInput
            label="New Password"
            autoComplete="new-password"
            disabled={done}
            {...form.textProps('password')}
          />
          <PasswordInput
            label="Confirm New Password"
            autoComplete="new-password"
            disabled={done}
            {...form.textProps('password_confirmation')}
          />
          {done ? (
            <Button component={Link} to={paths.login.getHref()} color="ink" size="md">
              Sign in
            </Button>
          ) : (
            <Button type="submit" color="ink" size="md" loading={reset.isPending}>
              Reset
            </Button>
          )}
          {!done && (
            <Anchor component={Link} to={paths.forgottenPassword.getHref()} fz="sm" ta="center">
              Need a new link?
            </Anchor>
          )}
        </Stack>
      </form>
    </AuthCard>
  );
}
