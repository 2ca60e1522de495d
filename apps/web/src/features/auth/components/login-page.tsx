import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Divider,
  Group,
  PasswordInput,
  Stack,
  TextInput,
} from '@mantine/core';
import { IconCircleCheck, IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';

import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { safeNextPath } from '../../../lib/next-path.ts';
import { readStorage, removeStorage, storageKeys, writeStorage } from '../../../lib/storage.ts';
import { useFormFields } from '../../../lib/use-form-fields.ts';
import { hasErrors } from '../../../lib/validation.ts';
import {
  activationMessageMs,
  activationMessages,
  takeActivationResult,
  type ActivationResult,
} from '../activation-message.ts';
import { useLogin } from '../api/login.ts';
import { validateLogin } from '../validation.ts';
import { AuthCard } from './auth-card.tsx';

function useActivationNotice(): ActivationResult | null {
  const [result, setResult] = useState<ActivationResult | null>(() => takeActivationResult());
  useEffect(() => {
    if (!result) return;
    const timer = setTimeout(() => setResult(null), activationMessageMs);
    return () => clearTimeout(timer);
  }, [result]);
  return result;
}

export function LoginPage() {
  const rememberedEmail = readStorage('local', storageKeys.rememberedEmail);
  const form = useFormFields({
    email: rememberedEmail ?? '',
    password: '',
    remember: rememberedEmail !== null,
  });
  const activation = useActivationNotice();
  const loginMutation = useLogin();
  const navigate = useNavigate();
  // Back to the guarded page that sent the visitor here, else the Create tool (spec 4).
  const [searchParams] = useSearchParams();
  const destination = safeNextPath(searchParams.get('next')) ?? paths.brandCreator.getHref();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { email, password, remember } = form.values;
    const errors = validateLogin({ email, password });
    form.setErrors(errors);
    if (hasErrors(errors)) return;
    loginMutation.mutate(
      { email: email.trim(), password, remember },
      {
        onSuccess: () => {
          // Remember-me keeps the e-mail only (architecture departure: never the password).
          if (remember && email.trim() !== '')
            writeStorage('local', storageKeys.rememberedEmail, email.trim());
          else removeStorage('local', storageKeys.rememberedEmail);
          void navigate(destination, { replace: true });
        },
      },
    );
  };

  return (
    <Stack gap={0}>
      {activation && (
        <Alert
          color={activation === 'success' ? 'green' : 'red'}
          icon={activation === 'success' ? <IconCircleCheck size={18} /> : <IconAlertTriangle size={18} />}
          role="status"
          radius={0}
        >
          {activationMessages[activation]}
        </Alert>
      )}
      <AuthCard title="Welcome back" subtitle="Sign in to pick up where you left off.">
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            {loginMutation.isError && (
              <ErrorAlert title="Sign in failed">{errorMessage(loginMutation.error)}</ErrorAlert>
            )}
            <TextInput label="Email" type="email" autoComplete="email" {...form.textProps('email')} />
            <PasswordInput label="Password" autoComplete="current-password" {...form.textProps('password')} />
            <Group justify="space-between">
              <Checkbox label="Remember Me" {...form.checkboxProps('remember')} />
              <Anchor component={Link} to={paths.forgottenPassword.getHref()} fz="sm">
                Forgot your password?
              </Anchor>
            </Group>
            <Button type="submit" color="ink" size="md" loading={loginMutation.isPending} fullWidth>
              SIGN IN
            </Button>
            <Divider label="New to Brandwright?" labelPosition="center" />
            <Button component={Link} to={paths.join.getHref()} variant="outline" color="ink" fullWidth>
              SIGN UP
            </Button>
          </Stack>
        </form>
      </AuthCard>
    </Stack>
  );
}
