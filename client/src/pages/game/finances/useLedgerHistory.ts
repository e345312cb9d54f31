// The whole ledger history for the charts: fetched with getLedgerHistory on mount and again whenever a
// new week is settled (the synced ledger's keys change). Until it arrives, and if it fails, the screen
// uses the synced recent weeks.
import { useEffect, useState } from 'react';
import { requestCommand } from '../../../net/gameConnection.ts';
import type { LedgerWeekData } from './ledgerMath.ts';

export interface LedgerHistory {
  /** The last history received, null before the first answer. */
  weeks: readonly LedgerWeekData[] | null;
  /** True until the answer for the current synced weeks arrives. */
  loading: boolean;
  /** Why the last request failed, if it did. */
  error: string | null;
}

interface Answer {
  /** The synced weeks' key the answer was asked for. */
  key: string;
  weeks: readonly LedgerWeekData[] | null;
  error: string | null;
}

export function useLedgerHistory(syncedKey: string): LedgerHistory {
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    let live = true;
    void requestCommand('getLedgerHistory', {}).then((result) => {
      if (!live) return;
      setAnswer((previous) =>
        result.ok ? { key: syncedKey, weeks: result.answer.ledger ?? [], error: null } : { key: syncedKey, weeks: previous?.weeks ?? null, error: result.message },
      );
    });
    return () => {
      live = false;
    };
  }, [syncedKey]);

  return { weeks: answer?.weeks ?? null, loading: answer?.key !== syncedKey, error: answer?.error ?? null };
}
