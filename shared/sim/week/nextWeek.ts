// Next Week for one federation (docs/rules/week.md "Next Week and unrun shows"): the one server-side rule
// behind the dialog's "Run them now, then advance", the "Run my unrun shows automatically" setting and
// "Sim to week N". The room runs it through the command table (commands/world.ts).
import { formatDate } from '#shared/rules/calendar.ts';
import { SIM_TO_WEEK_MAX_WEEKS, type UnrunShowsChoice } from '#shared/rules/nextWeek.ts';
import { BANK_LOAN_MISSED_TO_CLOSE } from '#shared/rules/bankLoan.ts';
import type { CommandRunner } from '../commands/command.ts';
import type { SimEvent } from '../events.ts';
import { weekBillsForecast } from '../ledger/weeklyLedger.ts';
import { SimRefusal } from '../refusal.ts';
import type { RngState } from '../rng.ts';
import { autoBook } from '../shows/autoBook.ts';
import { bookAndRunSharingExpected } from '../shows/rateSegment.ts';
import { runShow } from '../shows/runShow.ts';
import { showsNotRun } from '../shows/show.ts';
import { rosterOf } from '../roster/wrestler.ts';
import { networkHolder } from '../tv/networkHolders.ts';
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
export function advanceWeekFor(world: World, federationId: string, choice: UnrunShowsChoice | undefined, rng: RngState, now: number, commands: CommandRunner): SimEvent[] {
  if (!federationStarted(world, federationId)) throw new SimRefusal('Create your federation before advancing the week.');
  const before = (choice ?? unrunShowsChoiceOf(world, federationId)) === 'run' ? runUnrunShows(world, federationId, rng, now) : [];
  const events = advanceWeek(world, rng, now, commands);
  if (before.length === 0) return events;
  events.splice(1, 0, ...before);
  storeWeekReports(world, world.calendar, events);
  return events;
}

/** What one stop check reads: the world after the week, the federation it is for, and that week's events. */
export interface StopContext {
  world: World;
  federationId: string;
  /** The federation's own events of the week just advanced. */
  events: readonly SimEvent[];
}

/** One named check of the stop list: the sentences the player reads as why Sim to week stopped (empty: no stop). */
export interface StopCheck {
  name: string;
  check: (context: StopContext) => string[];
}

const money = (amount: number) => `$${Math.round(amount).toLocaleString('en-US')}`;

/** True when the federation can still accept the network's offer now: it stands, and no rival airs on it. */
function offerOpenTo(world: World, federationId: string, networkId: string): boolean {
  const state = requireFederation(world, federationId).tvNetworks.find((n) => n.networkId === networkId);
  return Boolean(state?.currentOffer) && !networkHolder(world, networkId, federationId);
}

/**
 * The stop list of Sim to week (docs/rules/week.md "Next Week and unrun shows"): what the player can act on,
 * each a small check. A TV offer stops it only while the player can still take it (withdrawn, lapsed or a
 * network a rival airs on: no stop), so nothing stops it that the player cannot answer.
 */
export const STOP_CHECKS: readonly StopCheck[] = [
  {
    name: 'contractEnding',
    check: ({ events }) => events.flatMap((e) => (e.kind === 'contractExpiring' ? [`${e.name}'s contract ends next week.`] : [])),
  },
  {
    name: 'tvOfferOpen',
    check: ({ world, federationId, events }) =>
      events.flatMap((e) => {
        if (e.kind === 'tvOffer' && offerOpenTo(world, federationId, e.networkId)) return [`${e.network} made you a TV offer.`];
        if (e.kind === 'tvDealEnded' && offerOpenTo(world, federationId, e.networkId)) return [`Your deal with ${e.network} ended: its renewal offer waits for your answer.`];
        return [];
      }),
  },
  {
    name: 'championInjured',
    check: ({ world, federationId, events }) =>
      events.flatMap((e) => {
        if (e.kind !== 'wrestlerInjured') return [];
        const titles = world.championships.filter((c) => c.federationId === federationId && c.isActive && c.holderId === e.wrestlerId).map((c) => c.name);
        return titles.length ? [`${e.name}, holder of the ${titles.join(' and the ')}, is injured for ${e.weeks} week${e.weeks === 1 ? '' : 's'}.`] : [];
      }),
  },
  {
    name: 'showNotRun',
    check: ({ events }) => events.flatMap((e) => (e.kind === 'showNotRun' ? [`${e.name} could not run: ${e.reason}`] : [])),
  },
  {
    name: 'bills',
    check: ({ world, federationId, events }) => {
      if (events.some((e) => e.kind === 'payrollMissed')) return ['Your federation could not pay its bills.'];
      const federation = requireFederation(world, federationId);
      const bills = weekBillsForecast(world, federation);
      return federation.funds < bills ? [`Your funds (${money(federation.funds)}) do not cover this week's bills (${money(bills)}).`] : [];
    },
  },
  {
    // The way back from $0 and the warning before the end (ledger/bankLoan.ts).
    name: 'bankLoan',
    check: ({ events }) =>
      events.flatMap((e) => {
        if (e.kind === 'bankLoanOffered') return [`The bank offers you a loan of up to ${money(e.limit)}: see the terms on the Finances page.`];
        if (e.kind === 'federationClosed') return [`The bank called its loan in: ${e.name} has closed.`];
        if (e.kind !== 'loanRepaymentMissed') return [];
        return e.missedInARow + 1 >= BANK_LOAN_MISSED_TO_CLOSE
          ? [`You missed ${e.missedInARow} bank loan repayments in a row: miss the next one and your federation closes.`]
          : [`You missed a bank loan repayment (${e.missedInARow} in a row).`];
      }),
  },
  {
    name: 'noRoster',
    check: ({ world, federationId }) => (rosterOf(world, federationId).length === 0 ? ['You have no wrestlers under contract: sign some on the Roster page.'] : []),
  },
  {
    name: 'noShowBooked',
    check: ({ world, federationId }) => (showsNotRun(world).some((s) => s.federationId === federationId) ? [] : ['You have no show booked: book one on the Shows page.']),
  },
];

/**
 * What in a week just advanced needs the player before another week goes by, in the words of the result:
 * every check of STOP_CHECKS in order, over the federation's own events of that week.
 */
export function stopReasons(world: World, federationId: string, events: readonly SimEvent[]): string[] {
  const own = events.filter((e) => 'federationId' in e && e.federationId === federationId);
  const context: StopContext = { world, federationId, events: own };
  return STOP_CHECKS.flatMap((c) => c.check(context));
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
export function simToWeek(world: World, federationId: string, targetWeek: number, choice: UnrunShowsChoice | undefined, rng: RngState, now: number, commands: CommandRunner): { events: SimEvent[]; sim: SimToWeekResult } {
  if (!federationStarted(world, federationId)) throw new SimRefusal('Create your federation before advancing the week.');
  requireFederation(world, federationId);
  checkSimTarget(world, targetWeek);
  let weeks = 0;
  let events: SimEvent[] = [];
  let reasons: string[] = [];
  while (world.calendar.totalWeeksProgressed < targetWeek) {
    events = advanceWeekFor(world, federationId, choice, rng, now, commands);
    weeks += 1;
    reasons = stopReasons(world, federationId, events);
    if (reasons.length) break;
  }
  const date = formatDate(world.calendar);
  const stoppedEarly = world.calendar.totalWeeksProgressed < targetWeek;
  const message = stoppedEarly ? `Stopped at ${date}: ${reasons.join(' ')}` : reasons.length ? `Reached ${date}. ${reasons.join(' ')}` : `Reached ${date}.`;
  return { events, sim: { weeks, date, stoppedEarly, reasons, message } };
}
