import { Anchor, Badge, Button, Checkbox, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';

import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useFormFields } from '../../../lib/use-form-fields.ts';
import { hasErrors } from '../../../lib/validation.ts';
import { useRegisterAndLogin } from '../api/register.ts';
import { validateJoin, type JoinValues } from '../validation.ts';
import { AuthCard } from './auth-card.tsx';

const initialValues: JoinValues = {
  first_name: '',
  email: '',
  password: '',
  password_confirmation: '',
  terms: false,
  store_my_data: false,
  user_marketing: false,
};

export function JoinPage() {
  const form = useFormFields(initialValues);
  const registration = useRegisterAndLogin();
  const navigate = useNavigate();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const errors = validateJoin(form.values);
    form.setErrors(errors);
    if (hasErrors(errors)) return;
    const { first_name, email, password, password_confirmation, store_my_data, user_marketing } = form.values;
    registration.mutate(
      {
        first_name: first_name.trim(),
        email: email.trim(),
        password,
        password_confirmation,
        store_my_data,
        user_marketing,
      },
      {
        onSuccess: () =>
          void navigate(paths.accountSuccess.getHref(), { state: { name: first_name.trim() } }),
        onError: (error) => {
          // Field-level problems from the server land next to their fields as well as in the box.
          if (error instanceof ApiError && error.fields) form.setErrors({ ...error.fields });
        },
      },
    );
  };

  return (
    <AuthCard
      title="Create your account"
      subtitle={
        <>
          <Badge color="spark.6" c="ink.9" mb={6}>
            Step 1 of 3
          </Badge>
          <Text c="dimmed">
            Your account first; choosing a package and starting your first search come next.
          </Text>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {registration.isError && (
            <ErrorAlert title="We could not create your account">
              {errorMessage(registration.error)}
            </ErrorAlert>
          )}
          <TextInput label="Name" autoComplete="given-name" {...form.textProps('first_name')} />
          <TextInput label="Email" type="email" autoComplete="email" {...form.textProps('email')} />
          <PasswordInput
            label="Password"
            description="At least 8 characters, with a number and a special character such as ! @ # or $."
            autoComplete="new-password"
            {...form.textProps('password')}
          />
          <PasswordInput
            label="Password confirmation"
            autoComplete="new-password"
            {...form.textProps('password_confirmation')}
          />
          <Checkbox
            label={
              <>
                I agree to the{' '}
                <Anchor component={Link} to={paths.terms.getHref()} target="_blank" fz="inherit">
                  Terms and Conditions
                </Anchor>
              </>
            }
            aria-label="I agree to the Terms and Conditions"
            {...form.checkboxProps('terms')}
          />
          <Checkbox label="I am good with you storing my data" {...form.checkboxProps('store_my_data')} />
          <Checkbox
            label="Send me news and offers, and let partner IP firms contact me (optional)"
            {...form.checkboxProps('user_marketing')}
          />
          <Button type="submit" color="ink" size="md" fullWidth loading={registration.isPending}>
            CREATE ACCOUNT
          </Button>
          <Text fz="sm" ta="center">
            Already have an account?{' '}
            <Anchor component={Link} to={paths.login.getHref()} fz="inherit">
              Sign in now
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
