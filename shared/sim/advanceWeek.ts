// The week advance (spec: simulation §4). Later systems (finances, AI federations, market, staff)
// hook in here; for now the calendar and the no-show popularity drop.
import { nextWeek } from '../rules/calendar.ts';
import { clampPopularity, POPULARITY_DROP_WITHOUT_SHOW, roundPopularity } from '../rules/federation.ts';
import type { SimEvent } from './events.ts';
import { SimRefusal } from './refusal.ts';
import { playerFederation, type World } from './world.ts';

export function advanceWeek(world: World): SimEvent[] {
  if (!world.gameStarted) throw new SimRefusal('Create your federation before advancing the week.');
  const events: SimEvent[] = [];
  const player = playerFederation(world);
  player.previousFunds = player.funds;
  player.previousPopularity = player.popularity;

  if (world.showsCompletedThisWeek === 0) {
    const from = player.popularity;
    player.popularity = roundPopularity(clampPopularity(from - POPULARITY_DROP_WITHOUT_SHOW));
    if (player.popularity !== from) {
      events.push({
        kind: 'popularityChanged',
        federationId: player.id,
        from,
        to: player.popularity,
        reason: 'No show was completed this week',
      });
    }
  }
  world.showsCompletedThisWeek = 0;

  world.calendar = nextWeek(world.calendar);
  const { week, month, year } = world.calendar;
  events.unshift({ kind: 'weekAdvanced', week, month, year });
  world.lastWeekReport = { week, month, year, events };
  return events;
}
