import { Box, Button, Container, Group, Text } from '@mantine/core';
import { useClickOutside } from '@mantine/hooks';
import { useEffect, useState } from 'react';

import { readStorage, storageKeys, writeStorage } from '../../lib/storage.ts';

/** CSS variable (on <html>) holding the bar's height while it shows; global.css reserves that space. */
export const cookieBarHeightVar = '--bw-cookie-bar-height';

/**
 * Asks once per browser session. Yes, No or a click anywhere outside dismisses it; only essential
 * cookies are ever set, so the answer is recorded but changes nothing else yet.
 *
 * A bar along the bottom of the window rather than a floating card: while it shows, the page gets as
 * much padding under it (and as much scroll padding) as the bar is tall, so it never hides content.
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

  useEffect(() => {
    const bar = ref.current;
    if (!visible || !bar) return;
    const root = document.documentElement;
    const reserve = () => root.style.setProperty(cookieBarHeightVar, `${Math.ceil(bar.offsetHeight)}px`);
    reserve();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(reserve);
    observer?.observe(bar);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(cookieBarHeightVar);
    };
  }, [visible, ref]);

  if (!visible) return null;

  return (
    <Box
      ref={ref}
      role="dialog"
      aria-label="Cookie preferences"
      bg="white"
      py="sm"
      style={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: 300,
        borderTop: '1px solid var(--mantine-color-gray-3)',
        boxShadow: '0 -4px 16px rgba(49, 46, 129, 0.12)',
      }}
    >
      <Container size="lg">
        <Group justify="space-between" align="center" gap="xs" wrap="nowrap">
          <div>
            <Text fw={700} fz="sm">
              Disable non-essential cookies?
            </Text>
            <Text fz="xs" c="dimmed">
              We only need a few cookies to sign you in and take payments.
            </Text>
          </div>
          <Group gap="xs" wrap="nowrap">
            <Button size="xs" color="ink" onClick={dismiss}>
              Yes
            </Button>
            <Button size="xs" variant="default" onClick={dismiss}>
              No
            </Button>
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
