import { Button, Group, Paper, Text } from '@mantine/core';
import { useClickOutside } from '@mantine/hooks';
import { useState } from 'react';

import { readStorage, storageKeys, writeStorage } from '../../lib/storage.ts';

/**
 * Asks once per browser session. Yes, No or a click anywhere outside dismisses it; only essential
 * cookies are ever set, so the answer is recorded but changes nothing else yet.
 */
export function CookieBanner() {
  const [visible, setVisible] = useState(
    () => readStorage('session', storageKeys.cookieBannerDismissed) !== 'true',
  );

  const dismiss = () => {
    writeStorage('session', storageKeys.cookieBannerDismissed, 'true');
    setVisible(false);
  };

  const ref = useClickOutside<HTMLDivElement>(() => {
    if (visible) dismiss();
  });

  if (!visible) return null;

  return (
    <Paper
      ref={ref}
      role="dialog"
      aria-label="Cookie preferences"
      shadow="lg"
      radius="lg"
      p="md"
      withBorder
      style={{ position: 'fixed', left: 16, right: 16, bottom: 16, maxWidth: 380, zIndex: 300 }}
    >
      <Text fw={700} mb={4}>
        Disable non-essential cookies?
      </Text>
      <Text fz="sm" c="dimmed" mb="sm">
        We only need a few cookies to sign you in and take payments. Everything else is optional.
      </Text>
      <Group gap="sm">
        <Button size="xs" color="ink" onClick={dismiss}>
          Yes
        </Button>
        <Button size="xs" variant="default" onClick={dismiss}>
          No
        </Button>
      </Group>
    </Paper>
  );
}
