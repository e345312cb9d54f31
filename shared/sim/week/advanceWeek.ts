// The week advance (spec: simulation §4), a pipeline of one step per system, in order:
//  1. popularity: -0.2 for a federation that completed no show this week
//  2. the calendar moves on (messages and reports written below carry the new date)
//  3. morale, from how the week was spent (before training and contracts move)
//  4. training counts down; finished courses raise their skill
//  5. contracts count down: a warning at 1 week left, release at 0
//  6. each federation's week is settled in its ledger (salaries, staff, insurance, tax, funds)
//  7. staff reports (followers first)
//  8. the weekly market is refreshed
// Each step returns the events of the week report; the report is kept for /next-week.
import { nextWeek } from '../../rules/calendar.ts';
import { clampPopularity, POPULARITY_DROP_WITHOUT_SHOW, roundPopularity } from '../../rules/federation.ts';
import type { SimEvent } from '../events.ts';
import { settleWeek } from '../ledger/weeklyLedger.ts';
import { SimRefusal } from '../refusal.ts';
import type { RngState } from '../rng.ts';
import { advanceContracts } from '../roster/contracts.ts';
import { refreshMarket } from '../roster/market.ts';
import { advanceMorale } from '../roster/morale.ts';
import { advanceTraining } from '../roster/training.ts';
import { writeStaffReports } from '../staff/reports.ts';
import type { World } from '../world.ts';

export const NO_SHOW_REASON = 'No show was completed this week';

function popularityStep(world: World): SimEvent[] {
  const events: SimEvent[] = [];
  for (const federation of world.federations) {
    federation.previousFunds = federation.funds;
    federation.previousPopularity = federation.popularity;
    if (world.showsCompletedThisWeek > 0) continue;
    const from = federation.popularity;
    federation.popularity = roundPopularity(clampPopularity(from - POPULARITY_DROP_WITHOUT_SHOW));
    if (federation.popularity !== from) events.push({ kind: 'popularityChanged', federationId: federation.id, from, to: federation.popularity, reason: NO_SHOW_REASON });
  }
  world.showsCompletedThisWeek = 0;
  return events;
}

/** Advances the world one week. `now` (epoch ms) dates the messages and reports; `rng` is the world's generator. */
export function advanceWeek(world: World, rng: RngState, now: number): SimEvent[] {
  if (!world.gameStarted) throw new SimRefusal('Create your federation before advancing the week.');
  const ended = { ...world.calendar };
  const events: SimEvent[] = popularityStep(world);
  world.calendar = nextWeek(ended);
  const { week, month, year } = world.calendar;
  events.unshift({ kind: 'weekAdvanced', week, month, year });
  events.push(...advanceMorale(world, ended.totalWeeksProgressed));
  events.push(...advanceTraining(world, rng));
  events.push(...advanceContracts(world, now));
  for (const federation of world.federations) events.push(...settleWeek(world, federation, ended));
  for (const federation of world.federations) events.push(...writeStaffReports(world, federation, now));
  for (const federation of world.federations) if (federation.controller === 'player') events.push(...refreshMarket(world, federation, rng));
  world.lastWeekReport = { week, month, year, events };
  return events;
}
