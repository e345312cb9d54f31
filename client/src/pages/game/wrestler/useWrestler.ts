// The whole wrestler (history, contract, training, morale reasons) from the room's read-only
// getWrestler, fetched again whenever `version` changes (a string of what the synced state knows of
// them, so a signing, training step or week advance refreshes the profile). A retired wrestler answers
// with the record the world kept of them (shared/sim/roster/retired.ts).
import { useEffect, useState } from 'react';
import type { RetiredWrestler } from '../../../../../shared/sim/roster/retired.ts';
import type { Wrestler } from '../../../../../shared/sim/roster/wrestler.ts';
import type { ContractHolder } from '../../../../../shared/sim/world/wrestlerView.ts';
import { requestCommand } from '../../../net/gameConnection.ts';

export const WRESTLER_NOT_FOUND = 'Wrestler not found.';

export type WrestlerLoad =
  | { status: 'loading'; wrestler: Wrestler | null; contractHolder?: ContractHolder | null }
  | { status: 'ready'; wrestler: Wrestler; contractHolder: ContractHolder | null }
  | { status: 'retired'; retired: RetiredWrestler }
  | { status: 'notFound' }
  | { status: 'error'; message: string };

interface Loaded {
  key: string;
  result: Exclude<WrestlerLoad, { status: 'loading' }>;
}

export function useWrestler(wrestlerId: string, version: string): { load: WrestlerLoad; retry: () => void } {
  const [retries, setRetries] = useState(0);
  const key = JSON.stringify([wrestlerId, version, retries]);
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    let current = true;
    void requestCommand('getWrestler', { wrestlerId }).then((result) => {
      if (!current) return;
      if (result.ok && result.answer.retired) setLoaded({ key, result: { status: 'retired', retired: result.answer.retired } });
      else if (result.ok && result.answer.wrestler) setLoaded({ key, result: { status: 'ready', wrestler: result.answer.wrestler, contractHolder: result.answer.contractHolder ?? null } });
      else if (!result.ok && result.rejected && result.message === WRESTLER_NOT_FOUND) setLoaded({ key, result: { status: 'notFound' } });
      else setLoaded({ key, result: { status: 'error', message: result.ok ? 'The wrestler could not be loaded.' : result.message } });
    });
    return () => {
      current = false;
    };
  }, [key, wrestlerId]);

  const retry = () => setRetries((n) => n + 1);
  if (loaded?.key === key) return { load: loaded.result, retry };
  // While refreshing the same wrestler, keep showing what we have.
  const previous = loaded && (JSON.parse(loaded.key) as [string])[0] === wrestlerId && loaded.result.status === 'ready' ? loaded.result : null;
  return { load: { status: 'loading', wrestler: previous?.wrestler ?? null, contractHolder: previous?.contractHolder ?? null }, retry };
}
