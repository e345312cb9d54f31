// The week report each federation keeps for /next-week: the date the advance reached and the events of
// that federation plus the world's own (the new date), never another federation's (events.ts eventsFor).
// Kept on the federation, so in a world of several federations each player reads their own week.
import type { CalendarDate } from '../../rules/calendar.ts';
import type { SimEvent } from '../events.ts';
import type { World } from '../world.ts';

/** Stores the week's report on every federation, each filtered to what concerns it. */
export function storeWeekReports(world: World, date: Pick<CalendarDate, 'week' | 'month' | 'year'>, events: readonly SimEvent[]): void {
  const { week, month, year } = date;
  // One pass sorts the week's events (hundreds in an AI world) to their federations, what eventsFor(events,
  // id) keeps for each, in the same order, instead of one filter of the whole list per federation.
  const reports = new Map<string, SimEvent[]>();
  for (const federation of world.federations) reports.set(federation.id, []);
  for (const event of events) {
    if ('federationId' in event) reports.get(event.federationId)?.push(event);
    else for (const list of reports.values()) list.push(event);
  }
  for (const federation of world.federations) federation.lastWeekReport = { week, month, year, events: reports.get(federation.id)! };
}
