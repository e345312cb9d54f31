// The promises' week (docs/rules/promises.md): promises kept by what happened, deadlines passed, ultimatums
// that expired, and the new requests of the week, for every running federation.
import type { SimEvent } from '../events.ts';
import type { WeekContext } from '../week/weekSteps.ts';
import type { World } from '../world.ts';

export function advancePromises(_world: World, _week: WeekContext): SimEvent[] {
  return [];
}
