// The wrestlers you promised something a card can keep (a title match, a main event, appearances) or break
// (time off), for a badge where you book: read with getPromises, again when the week or the inbox moves.
import { HeartHandshake } from 'lucide-react';
import type { PromiseView } from '#shared/sim/promises/board.ts';
import { Badge } from '#client/components/Badge.tsx';
import { useWorldQuery } from '#client/net/useWorldQuery.ts';
import { useSnapshot } from 'valtio';
import { game } from '#client/state/game.ts';

/** Each promised wrestler's accepted promise (the nearest deadline), by wrestler id. */
export function usePromised(): ReadonlyMap<string, PromiseView> {
  const state = useSnapshot(game).state;
  const inbox = state ? state.messages.map((m) => `${m.id}:${m.promiseState}`).join(',') : '';
  const query = useWorldQuery('getPromises', {}, { select: (answer) => answer.promises, refresh: `${state?.calendar.totalWeeksProgressed}|${inbox}`, keepOnError: true, enabled: !!state });
  const promised = new Map<string, PromiseView>();
  for (const view of query.data?.accepted ?? []) if (!promised.has(view.wrestlerId)) promised.set(view.wrestlerId, view);
  return promised;
}

const SHORT: Record<PromiseView['type'], string> = {
  championship_match: 'title match',
  main_event: 'main event',
  more_appearances: 'more shows',
  time_off: 'rest',
  raise: 'a raise',
};

/** "Promised: title match", with the whole promise in its title. */
export function PromisedBadge({ view }: { view: PromiseView }) {
  const what = view.type === 'championship_match' && view.championshipName ? `a match for the ${view.championshipName}` : SHORT[view.type];
  return (
    <span title={`You promised ${view.wrestlerName} ${what}: ${view.weeksLeft} weeks left after this one`} data-testid="promised-badge">
      <Badge tone={view.type === 'time_off' ? 'danger' : 'gold'} className="px-2 py-0 text-[11px]">
        <HeartHandshake aria-hidden="true" className="size-3" />
        Promised {SHORT[view.type]}
      </Badge>
    </span>
  );
}
