// Injuries heal week by week (our design, docs/rules/shows.md "Injuries"): an injured wrestler cannot be
// booked or trained; at 0 weeks left they are active again.
import type { SimEvent } from '../events.ts';
import type { World } from '../world.ts';

export function advanceInjuries(world: World): SimEvent[] {
  const events: SimEvent[] = [];
  for (const wrestler of world.wrestlers) {
    if (!wrestler.injury) continue;
    wrestler.injury.weeksRemaining = Math.max(0, wrestler.injury.weeksRemaining - 1);
    if (wrestler.injury.weeksRemaining > 0) continue;
    wrestler.injury = null;
    if (wrestler.status === 'injured') wrestler.status = 'active';
    if (wrestler.federationId) events.push({ kind: 'injuryHealed', federationId: wrestler.federationId, wrestlerId: wrestler.id, name: wrestler.name });
  }
  return events;
}

/** The week's merchandise counters start again at 0 (totals keep growing). */
export function resetWeeklyMerchandise(world: World): void {
  for (const wrestler of world.wrestlers) {
    wrestler.merchandiseSales.thisWeek = 0;
    wrestler.merchandiseSales.thisWeekActive = 0;
    wrestler.merchandiseSales.thisWeekPassive = 0;
  }
}
