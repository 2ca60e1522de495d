import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export function ErrorAlert({
  title = 'Something went wrong',
  children,
}: {
  title?: string;
  children: ReactNode;
}) {
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertCircle size={18} />} role="alert">
      {children}
    </Alert>
  );
}
