// What /next-week does once the room is joined: advance the week when a Next Week button sent the
// player here, otherwise (reload, bookmark, typed address, app shortcut) load the last week report and
// wait for the player to ask. The request is taken when the advance starts, so it advances once.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SimEvent } from '../../../../../shared/sim/events.ts';
import type { WeekReport } from '../../../../../shared/sim/world.ts';
import { requestCommand } from '../../../net/gameConnection.ts';
import { takeWeekAdvanceRequest, weekAdvanceRequested } from '../../../state/weekAdvanceRequest.ts';

export type AdvancePhase =
  /** Sent by a Next Week button: waiting for the room, then for the advance (game.pendingCommand says which). */
  | { phase: 'waiting' }
  /** A direct visit: the last week report (undefined while it loads, null before the first week). */
  | { phase: 'review'; report: WeekReport | null | undefined }
  | { phase: 'advancing' }
  | { phase: 'done'; events: SimEvent[] }
  | { phase: 'failed'; message: string; retry: 'advance' | 'report' };

type Job = 'advance' | 'report';

export function useAdvanceWeek(ready: boolean) {
  const [result, setResult] = useState<AdvancePhase>(() => (weekAdvanceRequested() ? { phase: 'waiting' } : { phase: 'review', report: undefined }));
  // Guards against a second start when React runs the effect twice (StrictMode) or re-renders.
  const started = useRef(false);

  /** Runs the job and records its outcome (no state change before the answer). */
  const run = useCallback(async (job: Job) => {
    if (job === 'advance') {
      const answer = await requestCommand('advanceWeek');
      setResult(answer.ok ? { phase: 'done', events: answer.answer.events } : { phase: 'failed', message: answer.message, retry: 'advance' });
    } else {
      const answer = await requestCommand('getWeekReport');
      setResult(answer.ok ? { phase: 'review', report: answer.answer.report ?? null } : { phase: 'failed', message: answer.message, retry: 'report' });
    }
  }, []);

  useEffect(() => {
    if (!ready || started.current) return;
    started.current = true;
    void run(takeWeekAdvanceRequest() ? 'advance' : 'report');
  }, [ready, run]);

  /** The player's own click (Advance, Try again): show the wait at once, then run. */
  const start = (job: Job) => {
    setResult(job === 'advance' ? { phase: 'advancing' } : { phase: 'review', report: undefined });
    void run(job);
  };
  return {
    result,
    advance: () => start('advance'),
    retry: () => start(result.phase === 'failed' ? result.retry : 'advance'),
  };
}
