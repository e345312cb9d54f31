// The week advance (spec: simulation §4), a pipeline of one step per system, in order:
//  0. the results of the week's shows are gathered for the report (the inbox keeps them read)
//  1. the week's shows never run are cancelled (50% of the rental back); popularity -0.2 for a
//     federation that completed no show this week; rivalries whose wrestlers did not meet fade
//  2. the calendar moves on (messages and reports written below carry the new date)
//  3. morale, from how the week was spent (before training and contracts move); fatigue recovers
//  4. training counts down; finished courses raise their skill; injuries heal
//  5. contracts count down: a warning at 1 week left, release at 0; idle titles lose prestige;
//     passive merchandise sells, advertising adds popularity, finished campaigns end
//  6. each federation's week is settled in its ledger (salaries, staff, insurance, shows, tax, funds)
//  7. completed weekly shows are cloned into the new week (rental paid in the new week)
//  8. staff reports (followers first)
//  9. the weekly market is refreshed
// 10. details of shows and ledger weeks older than 12 weeks are folded (history/compact.ts)
// 11. the new week opens: each federation's opening figures are taken (week/weekFigures.ts)
// Each step returns the events of the week report; the report is kept for /next-week.
import { nextWeek } from '../../rules/calendar.ts';
import type { SimEvent } from '../events.ts';
import { endCampaigns } from '../business/campaigns.ts';
import { applyAdvertising, sellPassiveMerchandise } from '../business/products.ts';
import { advanceChampionships } from '../championships/championship.ts';
import { compactHistory } from '../history/compact.ts';
import { settleWeek } from '../ledger/weeklyLedger.ts';
import { fadeRivalries } from '../rivalries/rivalry.ts';
import { advanceInjuries, resetWeeklyMerchandise } from '../shows/injuries.ts';
import { cancelUnrunShows, cloneWeeklyShows, skippedShowsOnAir } from '../shows/scheduling.ts';
import { weekShowResults } from '../shows/weekResults.ts';
import { NO_SHOW_REASON, popularityWithoutShow } from '../shows/unrunShows.ts';
import { advanceTvDeals, refreshTvNetworks } from '../tv/tvDeals.ts';
import { SimRefusal } from '../refusal.ts';
import type { RngState } from '../rng.ts';
import { advanceContracts } from '../roster/contracts.ts';
import { refreshMarket } from '../roster/market.ts';
import { recoverFatigue } from '../roster/fatigue.ts';
import { advanceMorale } from '../roster/morale.ts';
import { advanceTraining } from '../roster/training.ts';
import { writeStaffReports } from '../staff/reports.ts';
import { simulateAiFederations } from '../ai/aiWeek.ts';
import { openWeek } from './weekFigures.ts';
import type { World } from '../world.ts';

export { NO_SHOW_REASON };

function popularityStep(world: World): SimEvent[] {
  const events: SimEvent[] = [];
  for (const federation of world.federations) {
    const change = popularityWithoutShow(federation);
    federation.showsCompletedThisWeek = 0;
    if (!change) continue;
    federation.popularity = change.to;
    events.push({ kind: 'popularityChanged', federationId: federation.id, from: change.from, to: change.to, reason: NO_SHOW_REASON });
  }
  return events;
}

/** Advances the world one week. `now` (epoch ms) dates the messages and reports; `rng` is the world's generator. */
export function advanceWeek(world: World, rng: RngState, now: number): SimEvent[] {
  if (!world.gameStarted) throw new SimRefusal('Create your federation before advancing the week.');
  const ended = { ...world.calendar };
  const events: SimEvent[] = weekShowResults(world, ended.totalWeeksProgressed);
  const skippedOnAir = skippedShowsOnAir(world);
  events.push(...cancelUnrunShows(world, now));
  for (const federation of world.federations) events.push(...advanceTvDeals(world, federation, now));
  events.unshift(...popularityStep(world));
  events.push(...fadeRivalries(world));
  world.calendar = nextWeek(ended);
  const { week, month, year } = world.calendar;
  events.unshift({ kind: 'weekAdvanced', week, month, year });
  events.push(...advanceMorale(world, ended.totalWeeksProgressed));
  recoverFatigue(world, ended.totalWeeksProgressed);
  events.push(...advanceTraining(world, rng));
  events.push(...advanceInjuries(world));
  events.push(...advanceContracts(world, now));
  advanceChampionships(world);
  for (const federation of world.federations) {
    sellPassiveMerchandise(world, federation, rng);
    events.push(...applyAdvertising(world, federation));
    events.push(...endCampaigns(world, federation));
  }
  for (const federation of world.federations) events.push(...settleWeek(world, federation, ended, now));
  resetWeeklyMerchandise(world);
  events.push(...cloneWeeklyShows(world, ended.totalWeeksProgressed, now, skippedOnAir));
  for (const federation of world.federations) events.push(...refreshTvNetworks(world, federation, now));
  if (world.aiFederations) events.push(...simulateAiFederations(world, rng, now)); // AI federations (ai/aiWeek.ts), after the funds
  for (const federation of world.federations) events.push(...writeStaffReports(world, federation, now));
  for (const federation of world.federations) if (federation.controller === 'player') events.push(...refreshMarket(world, federation, rng));
  compactHistory(world);
  for (const federation of world.federations) openWeek(world, federation);
  world.lastWeekReport = { week, month, year, events };
  return events;
}
