// Loading and error of a /history section's query (useWorldQuery): a spinner, or the reason with Retry.
import type { ReactNode } from 'react';
import { RetryNotice } from '#client/components/RetryNotice.tsx';
import { Spinner } from '#client/components/Spinner.tsx';
import type { WorldQuery } from '#client/net/useWorldQuery.ts';

export function SectionState<T>({ query, what, testId, children }: { query: WorldQuery<T>; what: string; testId: string; children: (data: T) => ReactNode }) {
  if (query.data !== null && query.status !== 'error') return <>{children(query.data)}</>;
  if (query.status === 'error') return <RetryNotice title={`${what} could not be loaded`} message={query.error.message} onRetry={query.retry} data-testid={`${testId}-error`} />;
  return (
    <div className="flex justify-center py-14" data-testid={`${testId}-loading`}>
      <Spinner />
    </div>
  );
}
