// The whole ledger history for the charts: asked with getLedgerHistory (through useWorldQuery) on
// mount and again whenever a new week is settled (the synced ledger's keys change). Until it arrives,
// and if it fails, the screen uses the synced recent weeks; a failed refresh keeps the last history.
import { useWorldQuery } from '#client/net/useWorldQuery.ts';
import type { LedgerWeekData } from './ledgerMath.ts';

export interface LedgerHistory {
  /** The last history received, null before the first answer. */
  weeks: readonly LedgerWeekData[] | null;
  /** True until the answer for the current synced weeks arrives. */
  loading: boolean;
  /** Why the last request failed, if it did. */
  error: string | null;
}

export function useLedgerHistory(syncedKey: string): LedgerHistory {
  const query = useWorldQuery('getLedgerHistory', {}, { select: (answer): readonly LedgerWeekData[] => answer.ledger ?? [], refresh: syncedKey, keepOnError: true });
  return { weeks: query.data, loading: query.status === 'loading', error: query.status === 'error' ? query.error.message : null };
}
