// What /next-week does once the room is joined: advance the week when a Next Week button sent the
// player here, otherwise (reload, bookmark, typed address, app shortcut) load the last week report and
// wait for the player to ask. The request is taken when the advance starts, so it advances once.
// Every advance (and Sim to week) asks first when this week has unrun shows (previewWeekAdvance), unless
// the "Run my unrun shows automatically" setting is on: the page then shows UnrunShowsDialog, whose
// choice (run them, skip them) is sent with the command. Running them is one server-side rule
// (shared/sim/week/nextWeek.ts): booked cards as booked, empty cards auto-booked, a show that cannot run
// reported in the week report.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { UnrunShowsChoice } from '#shared/rules/nextWeek.ts';
import type { SimEvent } from '#shared/sim/events.ts';
import type { WeekAdvancePreview } from '#shared/sim/shows/unrunShows.ts';
import type { SimToWeekResult } from '#shared/sim/week/nextWeek.ts';
import type { WeekReport } from '#shared/sim/world.ts';
import { requestCommand } from '#client/net/gameConnection.ts';
import { game } from '#client/state/game.ts';
import { takeWeekAdvanceRequest, weekAdvanceRequested } from '#client/state/weekAdvanceRequest.ts';

/** Sim to week's target: the week index and its date ("Week 2, March 2025"). */
export interface SimTarget {
  targetWeek: number;
  date: string;
}

export type AdvancePhase =
  /** Sent by a Next Week button: waiting for the room, then for the advance (game.pendingCommand says which). */
  | { phase: 'waiting' }
  /** A direct visit: the last week report (undefined while it loads, null before the first week). */
  | { phase: 'review'; report: WeekReport | null | undefined }
  | { phase: 'advancing' }
  /** Sim to week running: the date it aims for. */
  | { phase: 'simulating'; date: string }
  /** This week has unrun shows: the player chooses (progress while they run, error when the advance was refused). `sim`: the choice is for Sim to week. */
  | { phase: 'asking'; preview: WeekAdvancePreview; progress: string | null; error: string | null; sim: SimTarget | null }
  /** The week report (of the last week simulated, with where and why Sim to week stopped). */
  | { phase: 'done'; events: SimEvent[]; sim?: SimToWeekResult }
  | { phase: 'failed'; message: string; retry: 'advance' | 'report' };

type Job = 'advance' | 'report';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function useAdvanceWeek(ready: boolean) {
  const [result, setResult] = useState<AdvancePhase>(() => (weekAdvanceRequested() ? { phase: 'waiting' } : { phase: 'review', report: undefined }));
  // Guards against a second start when React runs the effect twice (StrictMode) or re-renders.
  const started = useRef(false);

  /** Sends the advance (or the sim) with the choice made; absent, the room follows the setting. */
  const send = useCallback(async (sim: SimTarget | null, unrunShows: UnrunShowsChoice | undefined, asked: WeekAdvancePreview | null) => {
    const choice = unrunShows ? { unrunShows } : {};
    const answer = sim ? await requestCommand('simToWeek', { targetWeek: sim.targetWeek, ...choice }) : await requestCommand('advanceWeek', choice);
    if (answer.ok) return setResult({ phase: 'done', events: answer.answer.events, ...(answer.answer.sim ? { sim: answer.answer.sim } : {}) });
    // Refused after the dialog: the dialog stays with the sentence (nothing was advanced).
    if (asked) return setResult({ phase: 'asking', preview: asked, progress: null, error: answer.message, sim });
    setResult({ phase: 'failed', message: answer.message, retry: 'advance' });
  }, []);

  /** Asks first when this week has unrun shows and the setting is off; otherwise advances (or sims) at once. */
  const begin = useCallback(
    async (sim: SimTarget | null) => {
      if (!game.state?.federation.autoRunShows) {
        const check = await requestCommand('previewWeekAdvance');
        if (!check.ok) return setResult({ phase: 'failed', message: check.message, retry: 'advance' });
        const preview = check.answer.preview;
        if (preview && preview.shows.length > 0) return setResult({ phase: 'asking', preview, progress: null, error: null, sim });
      }
      await send(sim, undefined, null);
    },
    [send],
  );

  /** Runs the job and records its outcome (no state change before the answer). */
  const run = useCallback(
    async (job: Job) => {
      if (job === 'advance') return begin(null);
      const answer = await requestCommand('getWeekReport');
      setResult(answer.ok ? { phase: 'review', report: answer.answer.report ?? null } : { phase: 'failed', message: answer.message, retry: 'report' });
    },
    [begin],
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
  const busy = result.phase === 'advancing' || result.phase === 'simulating' || result.phase === 'waiting' || (result.phase === 'asking' && result.progress !== null);
  return {
    result,
    busy,
    advance: () => start('advance'),
    retry: () => start(result.phase === 'failed' ? result.retry : 'advance'),
    /** "Sim to week N": asks first about this week's unrun shows (setting off), then the room advances week by week. */
    simTo: (target: SimTarget) => {
      if (busy) return;
      setResult({ phase: 'simulating', date: target.date });
      void begin(target);
    },
    /** Skip the unrun shows: they are cancelled with their refund. */
    skip: () => {
      if (result.phase !== 'asking' || result.progress !== null) return;
      setResult(result.sim ? { phase: 'simulating', date: result.sim.date } : { phase: 'advancing' });
      void send(result.sim, 'skip', null);
    },
    /** "Run them now, then advance": the room runs them (empty cards auto-booked), then advances. */
    runShowsThenAdvance: () => {
      if (result.phase !== 'asking' || result.progress !== null) return;
      const count = result.preview.shows.length;
      setResult({ ...result, progress: `Running ${plural(count, 'show')}, then ${result.sim ? `simulating to ${result.sim.date}` : 'advancing'}...`, error: null });
      void send(result.sim, 'run', result.preview);
    },
  };
}
