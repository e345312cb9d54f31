// The fans' week (docs/rules/fans.md): comments on the big events of the week that ended, and the
// followers they move, before the head of social media reports them.
import type { SimEvent } from '../events.ts';
import type { WeekContext } from '../week/weekSteps.ts';
import type { World } from '../world.ts';

export function advanceFans(_world: World, _week: WeekContext): SimEvent[] {
  return [];
}
