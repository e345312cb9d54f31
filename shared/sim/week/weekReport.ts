// The week report each federation keeps for /next-week: the date the advance reached and the events of
// that federation plus the world's own (the new date), never another federation's (events.ts eventsFor).
// Kept on the federation, so in a world of several federations each player reads their own week.
import type { CalendarDate } from '../../rules/calendar.ts';
import { eventsFor, type SimEvent } from '../events.ts';
import type { World } from '../world.ts';

/** Stores the week's report on every federation, each filtered to what concerns it. */
export function storeWeekReports(world: World, date: Pick<CalendarDate, 'week' | 'month' | 'year'>, events: readonly SimEvent[]): void {
  const { week, month, year } = date;
  for (const federation of world.federations) federation.lastWeekReport = { week, month, year, events: eventsFor(events, federation.id) };
}
