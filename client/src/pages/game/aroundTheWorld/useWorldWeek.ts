// Fetches "this week around the world" (the read-only getWorldWeek command, shared/sim/world/worldWeek.ts)
// for the dashboard card and the week report: the last completed week, fetched again whenever `weeksPlayed`
// (the calendar's totalWeeksProgressed) changes. Never part of the synced state: the join stays small.
import { useEffect, useState } from 'react';
import type { WorldWeek } from '../../../../../shared/sim/world/worldWeek.ts';
import { requestCommand } from '../../../net/gameConnection.ts';

export type WorldWeekState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; week: WorldWeek | null };

export function useWorldWeek(weeksPlayed: number): WorldWeekState {
  const [state, setState] = useState<{ key: number; value: WorldWeekState }>({ key: -1, value: { status: 'loading' } });
  useEffect(() => {
    // Before the first week ends there is nothing to fetch (see the return below).
    if (weeksPlayed <= 0) return;
    let live = true;
    void requestCommand('getWorldWeek', {}).then((result) => {
      if (!live) return;
      setState({ key: weeksPlayed, value: result.ok ? { status: 'ready', week: result.answer.worldWeek ?? null } : { status: 'error', message: result.message } });
    });
    return () => {
      live = false;
    };
  }, [weeksPlayed]);
  if (weeksPlayed <= 0) return { status: 'ready', week: null };
  // A new week is loading until its own answer arrives (never last week's list under this week's title).
  return state.key === weeksPlayed ? state.value : { status: 'loading' };
}
