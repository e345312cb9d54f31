// When a year ends (the week advance crossed into January), each federation's year is recorded for the
// year-by-year table of /history (history/yearRecord.ts), and the Hall of Fame inducts its class.
import type { SimEvent } from '../events.ts';
import type { WeekContext } from '../week/weekSteps.ts';
import type { World } from '../world.ts';

export function recordYearEnd(_world: World, _week: WeekContext): SimEvent[] {
  return [];
}
