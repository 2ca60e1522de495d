import { Alert, Button, PasswordInput, Stack, Text, Title } from '@mantine/core';
import type { FormEvent } from 'react';

import { errorMessage } from '../../../lib/api-client.ts';
import { useFormFields } from '../../../lib/use-form-fields.ts';
import { hasErrors } from '../../../lib/validation.ts';
import { useChangePassword } from '../api/change-password.ts';
import { validateChangePassword, type ChangePasswordValues } from '../validation.ts';

export const passwordChangedMessage = 'Password has been changed';
export const passwordChangeFailedMessage = 'Changing password Failed';

const emptyValues: ChangePasswordValues = { password_old: '', password: '', password_confirmation: '' };

export function ChangePasswordForm() {
  const form = useFormFields(emptyValues);
  const change = useChangePassword();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const errors = validateChangePassword(form.values);
    form.setErrors(errors);
    if (hasErrors(errors)) return;
    change.mutate(form.values, { onSuccess: () => form.reset() });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="change-password-title">
      <Stack gap="md">
        <Title order={2} fz="xl" c="ink.9" id="change-password-title">
          Change your password
        </Title>
        {change.isSuccess && (
          <Alert color="green" role="status">
            {passwordChangedMessage}
          </Alert>
        )}
        {change.isError && (
          <Alert color="red" role="alert" title={passwordChangeFailedMessage}>
            <Text fz="sm">{errorMessage(change.error)}</Text>
          </Alert>
        )}
        <PasswordInput
          label="Old Password"
          autoComplete="current-password"
          {...form.textProps('password_old')}
        />
        <PasswordInput label="New Password" autoComplete="new-password" {...form.textProps('password')} />
        <PasswordInput
          label="Confirm New Password"
          autoComplete="new-password"
          {...form.textProps('password_confirmation')}
        />
        <Button type="submit" color="ink" loading={change.isPending} disabled={change.isPending}>
          Change Password
        </Button>
      </Stack>
    </form>
  );
}
