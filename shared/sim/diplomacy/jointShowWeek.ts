// Joint shows each week (spec §4): an accepted joint show whose week has come becomes a show at the Joint Event Arena.
import type { SimEvent } from '../events.ts';
import type { WeekContext } from '../week/weekSteps.ts';
import type { World } from '../world.ts';

export function advanceJointShows(_world: World, _week: WeekContext): SimEvent[] {
  return [];
}
