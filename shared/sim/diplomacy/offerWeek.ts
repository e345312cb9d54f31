// Offers waiting for an answer: one not answered by its last week lapses.
import type { SimEvent } from '../events.ts';
import type { WeekContext } from '../week/weekSteps.ts';
import type { World } from '../world.ts';

export function expireOffers(_world: World, _week: WeekContext): SimEvent[] {
  return [];
}
