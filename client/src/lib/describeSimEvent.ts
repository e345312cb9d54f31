// One readable line per simulation event, for the week report.
import { formatDate } from '../../../shared/rules/calendar.ts';
import type { SimEvent } from '../../../shared/sim/events.ts';
import { formatPopularity } from './format.ts';

export function describeSimEvent(event: SimEvent): string {
  switch (event.kind) {
    case 'weekAdvanced':
      return `Now ${formatDate(event)}`;
    case 'popularityChanged':
      return `Popularity ${formatPopularity(event.from)} → ${formatPopularity(event.to)}: ${event.reason}`;
    default:
      return 'Something happened this week';
  }
}
