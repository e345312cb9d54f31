// "This week around the world" (the read-only getWorldWeek command, shared/sim/world/worldWeek.ts) for
// the dashboard card and the week report: the last completed week, asked again whenever `weeksPlayed`
// (the calendar's totalWeeksProgressed) changes. Never part of the synced state: the join stays small.
import type { WorldWeek } from '#shared/sim/world/worldWeek.ts';
import { useWorldQuery, type WorldQuery } from '#client/net/useWorldQuery.ts';

export function useWorldWeek(weeksPlayed: number): WorldQuery<WorldWeek | null> {
  // Before the first week ends there is nothing to ask: the screens say so.
  const query = useWorldQuery('getWorldWeek', {}, { select: (answer) => answer.worldWeek ?? null, refresh: weeksPlayed, enabled: weeksPlayed > 0 });
  return weeksPlayed > 0 ? query : { status: 'ready', data: null, error: null, retry: query.retry };
}
