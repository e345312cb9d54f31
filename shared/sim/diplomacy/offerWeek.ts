// Offers waiting for an answer: one not answered by its last week lapses (diplomacy/offers.ts).
import type { SimEvent } from '../events.ts';
import type { WeekContext } from '../week/weekSteps.ts';
import type { World } from '../world.ts';
import { lapseOffers } from './offers.ts';

export function expireOffers(world: World, _week: WeekContext): SimEvent[] {
  return world.diplomacyOffers.length === 0 ? [] : lapseOffers(world);
}
