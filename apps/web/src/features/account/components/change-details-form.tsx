import { Alert, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { FormEvent } from 'react';

import { errorMessage } from '../../../lib/api-client.ts';
import type { CurrentSession } from '../../../lib/auth.ts';
import { useFormFields } from '../../../lib/use-form-fields.ts';
import { hasErrors } from '../../../lib/validation.ts';
import { useChangeDetails } from '../api/change-details.ts';
import { isNewEmail, validateChangeDetails } from '../validation.ts';

export const detailsChangedMessage = 'user Details has been changed successfully';
// The trailing space is part of the product's copy (spec 000, section 4).
export const detailsChangeFailedMessage = 'user Details failed to be changed ';

export function confirmationSentMessage(email: string): string {
  return `We sent a confirmation link to ${email}. Your e-mail address changes when you open it; until then you sign in with your current one.`;
}

/**
 * Name changes apply at once. A new e-mail address needs the current password and only takes effect
 * when the link mailed to it is opened (the current address is told about the request).
 */
export function ChangeDetailsForm({ session }: { session: CurrentSession }) {
  const form = useFormFields({ name: session.user.first_name, email: session.user.email, password: '' });
  const change = useChangeDetails();
  const changesEmail = isNewEmail(form.values.email, session.user.email);

  const save = () => {
    const email = form.values.email.trim();
    change.mutate(
      { name: form.values.name.trim(), email, ...(changesEmail ? { password: form.values.password } : {}) },
      {
        onSuccess: (response) => {
          // The account keeps its address until the link is opened: show what is true now.
          form.setValue('email', response.result.email);
          form.setValue('password', '');
        },
      },
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const errors = validateChangeDetails(form.values, session.user.email);
    form.setErrors(errors);
    if (hasErrors(errors)) return;
    if (!changesEmail) {
      save();
      return;
    }
    // Changing the sign-in address is the one settings change worth a second look.
    const newEmail = form.values.email.trim();
    modals.openConfirmModal({
      title: 'Change your sign-in e-mail?',
      children: (
        <Text fz="sm">
          We will e-mail a confirmation link to {newEmail}. Once you open it, you sign in with {newEmail}.
        </Text>
      ),
      labels: { confirm: 'Yes, send the link', cancel: 'Cancel' },
      confirmProps: { color: 'ink' },
      onConfirm: save,
    });
  };

  const pendingEmail = change.isSuccess ? change.data.pending_email : null;

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="change-details-title">
      <Stack gap="md">
        <Title order={2} fz="xl" c="ink.9" id="change-details-title">
          Change your account details
        </Title>
        {change.isSuccess && (
          <Alert color="green" role="status" title={pendingEmail ? detailsChangedMessage : undefined}>
            {pendingEmail ? confirmationSentMessage(pendingEmail) : detailsChangedMessage}
          </Alert>
        )}
        {change.isError && (
          <Alert color="red" role="alert" title={detailsChangeFailedMessage.trim()}>
            <Text fz="sm">{errorMessage(change.error)}</Text>
          </Alert>
        )}
        <TextInput label="Name" autoComplete="given-name" {...form.textProps('name')} />
        <TextInput label="Email" type="email" autoComplete="email" {...form.textProps('email')} />
        {changesEmail && (
          <PasswordInput
            label="Current password"
            description="Needed to change the e-mail address you sign in with."
            autoComplete="current-password"
            {...form.textProps('password')}
          />
        )}
        <Button type="submit" color="ink" loading={change.isPending}>
          Change details
        </Button>
      </Stack>
    </form>
  );
}
