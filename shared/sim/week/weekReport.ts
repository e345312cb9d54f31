// The week report each federation keeps for /next-week: the date the advance reached and the events of
// that federation plus the world's own (the new date), never another federation's (events.ts eventsFor).
// Kept on the federation, so in a world of several federations each player reads their own week.
import type { CalendarDate } from '#shared/rules/calendar.ts';
import type { SimEvent } from '../events.ts';
import { aiProfileOf } from '../ai/profile.ts';
import type { World } from '../world.ts';

/**
 * Stores the week's report on every player's federation, filtered to what concerns it. A computer-run
 * federation keeps none (null): nobody reads it (its promoter reads the world, the rivals' screens read its
 * shows and the news), and it would hold ~1 KB of events per AI federation in every room.
 */
export function storeWeekReports(world: World, date: Pick<CalendarDate, 'week' | 'month' | 'year'>, events: readonly SimEvent[]): void {
  const { week, month, year } = date;
  // One pass sorts the week's events (hundreds in an AI world) to their federations, what eventsFor(events,
  // id) keeps for each, in the same order, instead of one filter of the whole list per federation.
  const reports = new Map<string, SimEvent[]>();
  for (const federation of world.federations) if (!aiProfileOf(federation)) reports.set(federation.id, []);
  for (const event of events) {
    if ('federationId' in event) reports.get(event.federationId)?.push(event);
    else for (const list of reports.values()) list.push(event);
  }
  for (const federation of world.federations) {
    const own = reports.get(federation.id);
    federation.lastWeekReport = own ? { week, month, year, events: own } : null;
  }
}
