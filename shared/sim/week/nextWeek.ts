// Next Week for one federation (docs/game-rules.md "Next Week and unrun shows"): the one server-side rule
// behind the dialog's "Run them now, then advance", the "Run my unrun shows automatically" setting and
// "Sim to week N". The room runs it through the command table (commands/world.ts).
import { formatDate } from '../../rules/calendar.ts';
import { SIM_TO_WEEK_MAX_WEEKS, type UnrunShowsChoice } from '../../rules/nextWeek.ts';
import type { SimEvent } from '../events.ts';
import { weekBillsForecast } from '../ledger/weeklyLedger.ts';
import { SimRefusal } from '../refusal.ts';
import type { RngState } from '../rng.ts';
import { autoBook } from '../shows/autoBook.ts';
import { bookAndRunSharingExpected } from '../shows/rateSegment.ts';
import { runShow } from '../shows/runShow.ts';
import { unrunShows } from '../shows/unrunShows.ts';
import { federationStarted, requireFederation, type World } from '../world.ts';
import { storeWeekReports } from './weekReport.ts';
import { advanceWeek } from './advanceWeek.ts';

/** The choice a federation's Next Week makes without asking: its setting (absent on older saves: skip, as before). */
export function unrunShowsChoiceOf(world: World, federationId: string): UnrunShowsChoice {
  return requireFederation(world, federationId).autoRunShows ? 'run' : 'skip';
}

/**
 * Runs the federation's unrun shows of this week in booking order, an empty card auto-booked first. A show
 * that cannot run (no match can be booked, night fees not covered, a booked wrestler injured or gone) is
 * left unrun with a `showNotRun` event carrying the refusal's sentence; the advance then cancels it as a
 * skipped show. The night's own events are kept (injuries, title changes) but its `showCompleted`, which the
 * week report gathers from the results (weekResults.ts).
 */
export function runUnrunShows(world: World, federationId: string, rng: RngState, now: number): SimEvent[] {
  const events: SimEvent[] = [];
  for (const show of unrunShows(world, federationId)) {
    const autoBooked = show.segmentCount === 0;
    try {
      // Booked and run in one go: the segments' expected ratings are shared (rateSegment.ts bookAndRunSharingExpected).
      const night = bookAndRunSharingExpected(() => {
        if (autoBooked) autoBook(world, federationId, show.showId);
        return runShow(world, federationId, show.showId, rng, now);
      });
      events.push({ kind: 'showRunForYou', federationId, showId: show.showId, name: show.name, autoBooked });
      events.push(...night.filter((event) => event.kind !== 'showCompleted'));
    } catch (error) {
      if (!(error instanceof SimRefusal)) throw error;
      events.push({ kind: 'showNotRun', federationId, showId: show.showId, name: show.name, reason: error.message });
    }
  }
  return events;
}

/**
 * Next Week for a federation: its unrun shows run first when the choice (or, absent, its setting) says so,
 * then the world advances. The shows' events join the week report right after the new date.
 */
export function advanceWeekFor(world: World, federationId: string, choice: UnrunShowsChoice | undefined, rng: RngState, now: number): SimEvent[] {
  if (!federationStarted(world, federationId)) throw new SimRefusal('Create your federation before advancing the week.');
  const before = (choice ?? unrunShowsChoiceOf(world, federationId)) === 'run' ? runUnrunShows(world, federationId, rng, now) : [];
  const events = advanceWeek(world, rng, now);
  if (before.length === 0) return events;
  events.splice(1, 0, ...before);
  storeWeekReports(world, world.calendar, events);
  return events;
}

/**
 * What in a week just advanced needs the player before another week goes by, in the words of the result:
 * a contract ending next week, a TV offer waiting for an answer, a champion injured, a show that could not
 * run, bills not paid or funds short of the coming week's bills.
 */
export function stopReasons(world: World, federationId: string, events: readonly SimEvent[]): string[] {
  const reasons: string[] = [];
  const titlesOf = (wrestlerId: string) => world.championships.filter((c) => c.federationId === federationId && c.isActive && c.holderId === wrestlerId).map((c) => c.name);
  for (const event of events) {
    if (!('federationId' in event) || event.federationId !== federationId) continue;
    if (event.kind === 'contractExpiring') reasons.push(`${event.name}'s contract ends next week.`);
    else if (event.kind === 'tvOffer') reasons.push(`${event.network} made you a TV offer.`);
    else if (event.kind === 'tvDealEnded') reasons.push(`Your deal with ${event.network} ended: its renewal offer waits for your answer.`);
    else if (event.kind === 'showNotRun') reasons.push(`${event.name} could not run: ${event.reason}`);
    else if (event.kind === 'payrollMissed') reasons.push('Your federation could not pay its bills.');
    else if (event.kind === 'wrestlerInjured') {
      const titles = titlesOf(event.wrestlerId);
      if (titles.length) reasons.push(`${event.name}, holder of the ${titles.join(' and the ')}, is injured for ${event.weeks} week${event.weeks === 1 ? '' : 's'}.`);
    }
  }
  const federation = requireFederation(world, federationId);
  if (!events.some((e) => e.kind === 'payrollMissed' && e.federationId === federationId)) {
    const bills = weekBillsForecast(world, federation);
    if (federation.funds < bills) reasons.push(`Your funds ($${Math.round(federation.funds).toLocaleString('en-US')}) do not cover this week's bills ($${Math.round(bills).toLocaleString('en-US')}).`);
  }
  return reasons;
}

export interface SimToWeekResult {
  /** Weeks advanced (at least 1). */
  weeks: number;
  /** The date reached, "Week 3, March 2025". */
  date: string;
  /** True when it stopped before the target week. */
  stoppedEarly: boolean;
  /** Why it stopped early (empty when the target was reached). */
  reasons: string[];
  /** The sentence the player reads: "Stopped at Week 3, March 2025: Ace Rivera's contract ends next week." */
  message: string;
}

/** Refuses a target week Sim to week N cannot reach, before anything changes. */
export function checkSimTarget(world: World, targetWeek: number): void {
  const current = world.calendar.totalWeeksProgressed;
  if (targetWeek <= current) throw new SimRefusal('Pick a week after this one.');
  if (targetWeek - current > SIM_TO_WEEK_MAX_WEEKS) throw new SimRefusal(`Sim to week goes at most ${SIM_TO_WEEK_MAX_WEEKS} weeks ahead.`);
}

/**
 * "Sim to week N": advances week by week (each week's unrun shows run or skipped per the choice) until the
 * week in progress is `targetWeek` (a totalWeeksProgressed index), stopping after any week that brought
 * something needing the player (stopReasons). Returns the last week's events (its report) and where and why
 * it stopped.
 */
export function simToWeek(world: World, federationId: string, targetWeek: number, choice: UnrunShowsChoice | undefined, rng: RngState, now: number): { events: SimEvent[]; sim: SimToWeekResult } {
  if (!federationStarted(world, federationId)) throw new SimRefusal('Create your federation before advancing the week.');
  requireFederation(world, federationId);
  checkSimTarget(world, targetWeek);
  let weeks = 0;
  let events: SimEvent[] = [];
  let reasons: string[] = [];
  while (world.calendar.totalWeeksProgressed < targetWeek) {
    events = advanceWeekFor(world, federationId, choice, rng, now);
    weeks += 1;
    reasons = stopReasons(world, federationId, events);
    if (reasons.length) break;
  }
  const date = formatDate(world.calendar);
  const stoppedEarly = world.calendar.totalWeeksProgressed < targetWeek;
  const message = stoppedEarly ? `Stopped at ${date}: ${reasons.join(' ')}` : reasons.length ? `Reached ${date}. ${reasons.join(' ')}` : `Reached ${date}.`;
  return { events, sim: { weeks, date, stoppedEarly, reasons, message } };
}
