// What /next-week does once the room is joined: advance the week when a Next Week button sent the
// player here, otherwise (reload, bookmark, typed address, app shortcut) load the last week report and
// wait for the player to ask. The request is taken when the advance starts, so it advances once.
// Every advance asks first when this week has unrun shows (previewWeekAdvance): the page then shows
// UnrunShowsDialog, which runs them (empty cards auto-booked) before advancing, skips them, or cancels.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SimEvent } from '../../../../../shared/sim/events.ts';
import type { WeekAdvancePreview } from '../../../../../shared/sim/shows/unrunShows.ts';
import type { WeekReport } from '../../../../../shared/sim/world.ts';
import { requestCommand } from '../../../net/gameConnection.ts';
import { takeWeekAdvanceRequest, weekAdvanceRequested } from '../../../state/weekAdvanceRequest.ts';

export type AdvancePhase =
  /** Sent by a Next Week button: waiting for the room, then for the advance (game.pendingCommand says which). */
  | { phase: 'waiting' }
  /** A direct visit: the last week report (undefined while it loads, null before the first week). */
  | { phase: 'review'; report: WeekReport | null | undefined }
  | { phase: 'advancing' }
  /** This week has unrun shows: the player chooses (progress while they run, error when one could not). */
  | { phase: 'asking'; preview: WeekAdvancePreview; progress: string | null; error: string | null }
  | { phase: 'done'; events: SimEvent[] }
  | { phase: 'failed'; message: string; retry: 'advance' | 'report' };

type Job = 'advance' | 'report';

export function useAdvanceWeek(ready: boolean) {
  const [result, setResult] = useState<AdvancePhase>(() => (weekAdvanceRequested() ? { phase: 'waiting' } : { phase: 'review', report: undefined }));
  // Guards against a second start when React runs the effect twice (StrictMode) or re-renders.
  const started = useRef(false);

  const advanceNow = useCallback(async () => {
    const answer = await requestCommand('advanceWeek');
    setResult(answer.ok ? { phase: 'done', events: answer.answer.events } : { phase: 'failed', message: answer.message, retry: 'advance' });
  }, []);

  /** Runs the job and records its outcome (no state change before the answer). */
  const run = useCallback(
    async (job: Job) => {
      if (job === 'advance') {
        const check = await requestCommand('previewWeekAdvance');
        if (!check.ok) return setResult({ phase: 'failed', message: check.message, retry: 'advance' });
        const preview = check.answer.preview;
        if (preview && preview.shows.length > 0) return setResult({ phase: 'asking', preview, progress: null, error: null });
        await advanceNow();
      } else {
        const answer = await requestCommand('getWeekReport');
        setResult(answer.ok ? { phase: 'review', report: answer.answer.report ?? null } : { phase: 'failed', message: answer.message, retry: 'report' });
      }
    },
    [advanceNow],
  );

  /** "Run them now, then advance": each unrun show in turn (an empty card auto-booked first), then the week. */
  const runShowsThenAdvance = useCallback(
    async (preview: WeekAdvancePreview) => {
      const total = preview.shows.length;
      const stop = async (name: string, message: string) => {
        // The list may have shortened (shows run before the one that failed): ask again.
        const again = await requestCommand('previewWeekAdvance');
        const left = again.ok && again.answer.preview ? again.answer.preview : preview;
        setResult({ phase: 'asking', preview: left, progress: null, error: `${name} could not run: ${message}` });
      };
      for (const [index, show] of preview.shows.entries()) {
        const step = `(${index + 1} of ${total})`;
        if (show.segmentCount === 0) {
          setResult({ phase: 'asking', preview, progress: `Auto-booking ${show.name} ${step}...`, error: null });
          const booked = await requestCommand('autoBook', { showId: show.showId });
          if (!booked.ok) return stop(show.name, booked.message);
        }
        setResult({ phase: 'asking', preview, progress: `Running ${show.name} ${step}...`, error: null });
        const ran = await requestCommand('runShow', { showId: show.showId });
        if (!ran.ok) return stop(show.name, ran.message);
      }
      setResult({ phase: 'advancing' });
      await advanceNow();
    },
    [advanceNow],
  );

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
    /** Skip the unrun shows: today's advance (they are cancelled with their refund). */
    skip: () => {
      setResult({ phase: 'advancing' });
      void advanceNow();
    },
    runShowsThenAdvance: () => {
      if (result.phase === 'asking' && result.progress === null) void runShowsThenAdvance(result.preview);
    },
  };
}
