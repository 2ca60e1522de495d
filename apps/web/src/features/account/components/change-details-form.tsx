import { Alert, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { FormEvent } from 'react';

import { errorMessage } from '../../../lib/api-client.ts';
import type { CurrentSession } from '../../../lib/auth.ts';
import { useFormFields } from '../../../lib/use-form-fields.ts';
import { hasErrors } from '../../../lib/validation.ts';
import { useChangeDetails } from '../api/change-details.ts';
import { validateChangeDetails } from '../validation.ts';

export const detailsChangedMessage = 'user Details has been changed successfully';
// The trailing space is part of the product's copy (spec 000, section 4).
export const detailsChangeFailedMessage = 'user Details failed to be changed ';

export function ChangeDetailsForm({ session }: { session: CurrentSession }) {
  const form = useFormFields({ name: session.user.first_name, email: session.user.email });
  const change = useChangeDetails();

  const save = () => {
    change.mutate({ name: form.values.name.trim(), email: form.values.email.trim() });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const errors = validateChangeDetails(form.values);
    form.setErrors(errors);
    if (hasErrors(errors)) return;
    const newEmail = form.values.email.trim();
    if (newEmail.toLowerCase() === session.user.email.toLowerCase()) {
      save();
      return;
    }
    // Changing the sign-in address is the one settings change worth a second look.
    modals.openConfirmModal({
      title: 'Change your sign-in e-mail?',
      children: <Text fz="sm">From now on you will sign in with {newEmail}.</Text>,
      labels: { confirm: 'Yes, change it', cancel: 'Cancel' },
      confirmProps: { color: 'ink' },
      onConfirm: save,
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="change-details-title">
      <Stack gap="md">
        <Title order={2} fz="xl" c="ink.9" id="change-details-title">
          Change your account details
        </Title>
        {change.isSuccess && (
          <Alert color="green" role="status">
            {detailsChangedMessage}
          </Alert>
        )}
        {change.isError && (
          <Alert color="red" role="alert" title={detailsChangeFailedMessage.trim()}>
            <Text fz="sm">{errorMessage(change.error)}</Text>
          </Alert>
        )}
        <TextInput label="Name" autoComplete="given-name" {...form.textProps('name')} />
        <TextInput label="Email" type="email" autoComplete="email" {...form.textProps('email')} />
        <Button type="submit" color="ink" loading={change.isPending}>
          Change details
        </Button>
      </Stack>
    </form>
  );
}
