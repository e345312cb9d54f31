// The week advance as a pipeline (spec: simulation §4 "Week advance"; docs/rules/week.md "The week advance,
// step by step"): an ordered list of named steps with one signature. advanceWeek (advanceWeek.ts) builds the
// context of the week that ended and runs the steps in this order; each step acts for every federation of
// the world (a per-federation step is written with `forEachFederation`, which visits them in the world's
// order) or on the world as a whole (the calendar, every wrestler's morale and contracts), and returns the
// events of the week report.
//
// The order is the game's: every effect and every draw of the generator happens in the order of this list,
// so the same world and the same commands give the same result (weekDeterminism.test.ts holds it byte for
// byte). Moving a step changes the game.
//
// Adding a step (an AI federation's show and controller, loans, joint shows, ...) is one line in WEEK_STEPS
// at its place in the spec's order, calling a function that lives with its system (shows/, ai/, ...):
//   { name: 'aiFederations', run: forEachFederation((world, federation, week) => runAiWeek(world, federation, week.rng, week.now, week.commands)) },
// A step that acts through commands (the computer-run federations' choices) runs them with week.commands,
// the table's runner, so no step imports the table. A step that runs only for some federations says so in
// its function (the market is refreshed for players' federations only). Its events go to the week report in
// step order, after the new date and the headline changes (see `report`).
import { nextWeek, type CalendarDate } from '#shared/rules/calendar.ts';
import { endCampaigns } from '../business/campaigns.ts';
import { applyAdvertising, sellPassiveMerchandise } from '../business/products.ts';
import { advanceChampionships } from '../championships/championship.ts';
import type { CommandRunner } from '../commands/command.ts';
import type { SimEvent } from '../events.ts';
import { compactHistory } from '../history/compact.ts';
import { settleWeek } from '../ledger/weeklyLedger.ts';
import type { RngState } from '../rng.ts';
import { fadeRivalries } from '../rivalries/rivalry.ts';
import { advanceAging } from '../roster/aging.ts';
import { advanceContracts } from '../roster/contracts.ts';
import { recoverFatigue } from '../roster/fatigue.ts';
import { refreshMarket } from '../roster/market.ts';
import { arriveRookies } from '../roster/rookies.ts';
import { lowerUnsignedAsking } from '../roster/unsignedAsking.ts';
import { advanceMorale } from '../roster/morale.ts';
import { advanceTraining } from '../roster/training.ts';
import { advanceInjuries, resetWeeklyMerchandise } from '../shows/injuries.ts';
import type { Show } from '../shows/show.ts';
import { cancelUnrunShows, cloneWeeklyShows } from '../shows/scheduling.ts';
import { dropPopularityWithoutShow } from '../shows/unrunShows.ts';
import { weekShowResults } from '../shows/weekResults.ts';
import { simulateAiFederations } from '../ai/aiWeek.ts';
import { isRunning } from '../ai/profile.ts';
import { writeStaffReports } from '../staff/reports.ts';
import { advanceRivalryActions } from '../diplomacy/rivalryWeek.ts';
import { advanceLoans } from '../diplomacy/loanWeek.ts';
import { advanceJointShows } from '../diplomacy/jointShowWeek.ts';
import { expireOffers } from '../diplomacy/offerWeek.ts';
import { advancePromises } from '../promises/promiseWeek.ts';
import { advanceFans } from '../fans/fanWeek.ts';
import { recordYearEnd } from '../history/yearEnd.ts';
import { advanceTvDeals, refreshAllTvNetworks } from '../tv/tvDeals.ts';
import type { Federation, World } from '../world.ts';
import { openWeek } from './weekFigures.ts';

/** What every step of one week advance knows: the week that ended, taken before any step runs. */
export interface WeekContext {
  /** The world's generator: every draw of the advance comes from it, in step order. */
  readonly rng: RngState;
  /** Epoch ms that dates the messages and reports of the advance. */
  readonly now: number;
  /** The command table's runner: the computer-run federations act through it, as a player's commands do. */
  readonly commands: CommandRunner;
  /** The calendar of the week that ended (world.calendar is the new week once the calendar step has run). */
  readonly ended: CalendarDate;
  /** The ended week's weekly shows on TV that were not run: cloned anyway while their deal lasts (scheduling.ts). */
  readonly skippedOnAir: readonly Show[];
  /** The events the steps that already ran wrote, in step order (the fans read the week's quits and broken promises from them). */
  readonly earlier: readonly SimEvent[];
}

/**
 * Where a step's events stand in the week report: the new date first, then the headline changes of each
 * federation, then the week's happenings; in step order within each part.
 */
export type WeekReportPart = 'date' | 'headline' | 'week';

/** One step of the week advance. */
export interface WeekStep {
  /** A name for benches, logs and tests (camelCase, unique). */
  readonly name: string;
  /** The part of the week report its events go to (default 'week'). */
  readonly report?: WeekReportPart;
  /** Does the step's work on the world and returns its events for the week report. */
  run(world: World, week: WeekContext): SimEvent[];
}

/**
 * A step's run that acts for each running federation of the world in turn (the world's order), its events
 * in that order. A federation that does not run (a player's seat not founded yet, a closed AI federation:
 * ai/profile.ts isRunning) is skipped: nothing is settled, offered or reported for it.
 */
export function forEachFederation(run: (world: World, federation: Federation, week: WeekContext) => SimEvent[] | void): WeekStep['run'] {
  return (world, week) => {
    const events: SimEvent[] = [];
    for (const federation of world.federations) {
      if (!isRunning(federation)) continue;
      const produced = run(world, federation, week);
      if (produced) for (const event of produced) events.push(event);
    }
    return events;
  };
}

/** The steps of the week advance, in order. The numbers are those of docs/rules/week.md "The week advance, step by step". */
export const WEEK_STEPS: readonly WeekStep[] = [
  // 0. the results of the shows run in the week that ends, gathered for the report (spec: show results)
  { name: 'showResults', run: (world, week) => weekShowResults(world, week.ended.totalWeeksProgressed) },
  // 1. shows never run are cancelled, 50% of the rental back (spec §9 cancellation refund; our rule for when)
  { name: 'cancelUnrunShows', run: (world, week) => cancelUnrunShows(world, week.now) },
  // 1. TV deals count the week: a missed show on air, a deal ending (docs "TV networks")
  { name: 'tvDeals', run: forEachFederation((world, federation, week) => advanceTvDeals(world, federation, week.now)) },
  // 1. spec: federation popularity drops by 0.2 for a week without a completed show
  { name: 'popularityWithoutShow', report: 'headline', run: forEachFederation((_world, federation) => dropPopularityWithoutShow(federation)) },
  // 1. rivalries whose wrestlers did not meet fade (docs "Rivalries")
  { name: 'fadeRivalries', run: (world) => fadeRivalries(world) },
  // 2. spec: the calendar moves on (week 1-4, then the month; December wraps into the next year)
  { name: 'calendar', report: 'date', run: calendarStep },
  // 3. morale of every signed wrestler, from how the week was spent (docs "Morale")
  { name: 'morale', run: (world, week) => advanceMorale(world, week.ended.totalWeeksProgressed) },
  // 3. fatigue recovers (docs "Fatigue")
  { name: 'fatigue', run: (world, week) => (recoverFatigue(world, week.ended.totalWeeksProgressed), []) },
  // 4. spec: training counts down; at 0 the chosen skill rises
  { name: 'training', run: (world, week) => advanceTraining(world, week.rng) },
  // 4. injuries heal (docs "Show rating, attendance and results")
  { name: 'injuries', run: (world) => advanceInjuries(world) },
  // 5. spec: contracts count down, a warning at 1 week left, release at 0
  { name: 'contracts', run: (world, week) => advanceContracts(world, week.now) },
  // 5. promises kept or broken by the week that ended, ultimatums that expired, new requests (promises/promiseWeek.ts)
  { name: 'promises', run: advancePromises },
  // 5. idle titles lose prestige (docs "Championships")
  { name: 'championships', run: (world) => (advanceChampionships(world), []) },
  // 5. products and campaigns: passive merchandise sells, advertising adds popularity, finished campaigns end
  { name: 'products', run: forEachFederation(productsWeek) },
  // 6. spec: funds become prior funds plus net income minus tax, floored at 0 (the weekly ledger)
  { name: 'ledger', run: forEachFederation((world, federation, week) => settleWeek(world, federation, week.ended, week.now)) },
  // 6. the week's merchandise counters start again
  { name: 'resetMerchandise', run: (world) => (resetWeeklyMerchandise(world), []) },
  // 7. spec: completed weekly shows are cloned into the new week, incomplete and empty
  { name: 'cloneWeeklyShows', run: (world, week) => cloneWeeklyShows(world, week.ended.totalWeeksProgressed, week.now, week.skippedOnAir) },
  // 7. TV networks look at each federation again, the players' first (offers, docs "TV networks")
  { name: 'tvNetworks', run: (world, week) => refreshAllTvNetworks(world, week.now) },
  // 7. a year older on each wrestler's birthday: skills grow or decline, some retire (docs "A world that lasts decades"; AI worlds only in this slice)
  { name: 'aging', run: (world, week) => (world.aiFederations ? advanceAging(world, week.now, week.rng) : []) },
  // 7. rookies arrive as free agents to keep the head count and the free-agent pool (same docs; AI worlds only in this slice)
  { name: 'rookies', run: (world, week) => (world.aiFederations ? (arriveRookies(world, week.rng), []) : []) },
  // 7. a free agent no one signed asks for less, down to a floor (docs "Wrestler market")
  { name: 'unsignedAsking', run: (world) => (lowerUnsignedAsking(world), []) },
  // 7. spec: AI federations are simulated (in a world with them: ai/aiWeek.ts)
  { name: 'aiFederations', run: (world, week) => (world.aiFederations ? simulateAiFederations(world, week.rng, week.now, week.commands) : []) },
  // 7. spec: rivalry actions are evaluated (their weekly effects; each expires with a message: diplomacy/rivalryWeek.ts)
  { name: 'rivalryActions', run: advanceRivalryActions },
  // 7. spec: loans are processed (the fee credited, the wrestler back when it ends: diplomacy/loanWeek.ts)
  { name: 'loans', run: advanceLoans },
  // 7. spec: joint shows are processed (an agreed show whose week came is created: diplomacy/jointShowWeek.ts)
  { name: 'jointShows', run: advanceJointShows },
  // 7. offers a player did not answer in time lapse (diplomacy/offerWeek.ts)
  { name: 'diplomacyOffers', run: expireOffers },
  // 8. the fans comment on the week's big events; their followers move (fans/fanWeek.ts)
  { name: 'fans', run: advanceFans },
  // 8. spec: staff reports are produced (followers move first)
  { name: 'staffReports', run: forEachFederation((world, federation, week) => writeStaffReports(world, federation, week.now)) },
  // 9. spec: the wrestler market is refreshed (a player's federation's market)
  { name: 'market', run: forEachFederation((world, federation, week) => (federation.controller === 'player' ? refreshMarket(world, federation, week.rng) : [])) },
  // 10. show and ledger details older than 12 weeks are folded into the history (docs "History")
  { name: 'compactHistory', run: (world) => (compactHistory(world), []) },
  // 11. the new week opens: each federation's opening figures are taken (docs "Changes from last week")
  { name: 'openWeek', run: forEachFederation((world, federation) => openWeek(world, federation)) },
  // 12. a year that ended is recorded for /history, and the Hall of Fame inducts its class (history/yearEnd.ts)
  { name: 'yearEnd', run: recordYearEnd },
];

function calendarStep(world: World, week: WeekContext): SimEvent[] {
  world.calendar = nextWeek(week.ended);
  const { week: number, month, year } = world.calendar;
  return [{ kind: 'weekAdvanced', week: number, month, year }];
}

function productsWeek(world: World, federation: Federation, week: WeekContext): SimEvent[] {
  sellPassiveMerchandise(world, federation, week.rng);
  const events = applyAdvertising(world, federation);
  for (const event of endCampaigns(world, federation)) events.push(event);
  return events;
}
