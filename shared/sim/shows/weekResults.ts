// The week report's "Shows this week": every show a federation ran in the week that ends, with its
// figures, so the results are read together in the report instead of one inbox message each
// (docs/rules/game.md "The inbox").
import type { SimEvent } from '../events.ts';
import type { World } from '../world.ts';
import { showsOfWeek } from './show.ts';

export function weekShowResults(world: World, endedWeekIndex: number): SimEvent[] {
  const events: SimEvent[] = [];
  for (const show of showsOfWeek(world, endedWeekIndex)) {
    if (!show.isComplete || !show.result) continue;
    const { rating, attendance, revenue, profit, popularityChange } = show.result;
    events.push({ kind: 'showCompleted', federationId: show.federationId, showId: show.id, name: show.name, rating: rating.value, attendance, revenue, profit, popularityChange });
  }
  return events;
}
