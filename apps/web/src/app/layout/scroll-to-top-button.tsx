import { ActionIcon, Affix, Transition } from '@mantine/core';
import { IconArrowUp } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

/**
 * Appears once the footer comes within 200 px of the viewport; scrolls smoothly back up. Sits above the
 * cookie bar while that shows.
 */
export function ScrollToTopButton({ footerId }: { footerId: string }) {
  const [footerNear, setFooterNear] = useState(false);

  useEffect(() => {
    const footer = document.getElementById(footerId);
    if (!footer || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => setFooterNear(entries.some((entry) => entry.isIntersecting)),
      { rootMargin: '0px 0px 200px 0px' },
    );
    observer.observe(footer);
    return () => observer.disconnect();
  }, [footerId]);

  return (
    <Affix position={{ bottom: 'calc(24px + var(--bw-cookie-bar-height, 0px))', right: 24 }}>
      <Transition transition="slide-up" mounted={footerNear}>
        {(style) => (
          <ActionIcon
            style={style}
            size={48}
            radius="xl"
            color="spark.6"
            variant="filled"
            aria-label="Scroll to top"
            onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          >
            <IconArrowUp size={22} color="#312e81" />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
