import { useQueryClient } from '@tanstack/react-query';
import { Center, Loader, Stack, VisuallyHidden } from '@mantine/core';
import { useEffect } from 'react';

import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { checkCreditsQueryKey } from '../api/get-check-credits.ts';
import { checkResultQueryKey, useCheckResult } from '../api/get-check-result.ts';
import { useCheckProgress } from '../hooks/use-check-progress.ts';
import { CheckProgress } from './check-progress.tsx';
import { CheckResults } from './check-results.tsx';
import { ExportOptionsPanel } from './export-options-panel.tsx';

/**
 * One search on screen: each source's progress while it runs (streamed, or polled), then the result
 * tabs and, once it has finished, its Export Options. The result is read once the first source has
 * finished and again as each further one does, so the first answers show while slower sources still
 * run.
 */
export function CheckSearchView({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const progress = useCheckProgress(token);
  const hasAnswers = progress.finishedCount > 0 || progress.isComplete;
  const result = useCheckResult(token, { enabled: hasAnswers });

  useEffect(() => {
    if (progress.finishedCount === 0 && !progress.isComplete) return;
    void queryClient.invalidateQueries({ queryKey: checkResultQueryKey(token) });
  }, [progress.finishedCount, progress.isComplete, token, queryClient]);

  // A search where every source failed is refunded by the server: show the balance it now has.
  useEffect(() => {
    if (progress.isComplete) void queryClient.invalidateQueries({ queryKey: checkCreditsQueryKey });
  }, [progress.isComplete, queryClient]);

  if (progress.error) {
    const missing = progress.error instanceof ApiError && progress.error.statusCode === 404;
    return (
      <ErrorAlert title={missing ? 'We could not find this search' : 'We could not read the search'}>
        {missing
          ? 'It may belong to another account, or the link is incomplete.'
          : errorMessage(progress.error)}
      </ErrorAlert>
    );
  }
  if (progress.isLoading || !progress.status) {
    return (
      <Center py="xl" role="status">
        <Loader color="ink" aria-hidden="true" />
        <VisuallyHidden>Loading the search</VisuallyHidden>
      </Center>
    );
  }

  return (
    <Stack gap="lg">
      <CheckProgress status={progress.status} />
      {result.isError ? (
        <ErrorAlert title="We could not load the results">{errorMessage(result.error)}</ErrorAlert>
      ) : null}
      {result.data ? <CheckResults key={token} result={result.data} token={token} /> : null}
      {/* Spec 4 'Search flow' 5: the export section once the search is no longer running. */}
      {progress.isComplete && result.data ? (
        <ExportOptionsPanel key={`export:${token}`} token={token} result={result.data} />
      ) : null}
    </Stack>
  );
}
