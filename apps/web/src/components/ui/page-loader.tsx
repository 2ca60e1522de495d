import { Center, Loader, VisuallyHidden } from '@mantine/core';

/** A spinner with its label in words for screen readers (the spinner itself is decoration). */
export function PageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Center mih="40vh" role="status" aria-live="polite">
      <Loader color="ink" aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}
