// The whole wrestler (history, contract, training, morale reasons) from the room's read-only
// getWrestler (through useWorldQuery), fetched again whenever `version` changes (a string of what the
// synced state knows of them, so a signing, training step or week advance refreshes the profile). A retired wrestler answers
// with the record the world kept of them (shared/sim/roster/retired.ts).
import type { RetiredWrestler } from '#shared/sim/roster/retired.ts';
import type { Wrestler } from '#shared/sim/roster/wrestler.ts';
import type { ContractHolder } from '#shared/sim/world/wrestlerView.ts';
import { useWorldQuery } from '#client/net/useWorldQuery.ts';

export const WRESTLER_NOT_FOUND = 'Wrestler not found.';

export type WrestlerLoad =
  | { status: 'loading'; wrestler: Wrestler | null; contractHolder?: ContractHolder | null }
  | { status: 'ready'; wrestler: Wrestler; contractHolder: ContractHolder | null }
  | { status: 'retired'; retired: RetiredWrestler }
  | { status: 'notFound' }
  | { status: 'error'; message: string };

/** What getWrestler answers: the retired record, or the wrestler and who holds their contract. */
type Answer = { retired: RetiredWrestler } | { retired?: undefined; wrestler: Wrestler; contractHolder: ContractHolder | null };

export function useWrestler(wrestlerId: string, version: string): { load: WrestlerLoad; retry: () => void } {
  const query = useWorldQuery('getWrestler', { wrestlerId }, {
    select: (answer): Answer | undefined =>
      answer.retired ? { retired: answer.retired } : answer.wrestler ? { wrestler: answer.wrestler, contractHolder: answer.contractHolder ?? null } : undefined,
    refresh: version,
    missing: 'The wrestler could not be loaded.',
  });
  const { retry } = query;
  if (query.status === 'error') {
    const notFound = query.error.refused && query.error.message === WRESTLER_NOT_FOUND;
    return { load: notFound ? { status: 'notFound' } : { status: 'error', message: query.error.message }, retry };
  }
  const data = query.data;
  if (query.status === 'ready' && data) return { load: data.retired ? { status: 'retired', retired: data.retired } : { status: 'ready', wrestler: data.wrestler, contractHolder: data.contractHolder }, retry };
  // While refreshing the same wrestler, keep showing what we have.
  const previous = data && !data.retired ? data : null;
  return { load: { status: 'loading', wrestler: previous?.wrestler ?? null, contractHolder: previous?.contractHolder ?? null }, retry };
}
