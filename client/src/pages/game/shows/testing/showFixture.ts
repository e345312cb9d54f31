// A synced show for the show screens' tests: the schema's defaults plus a club show this week.
import { ShowState } from '#shared/schema/GameState.ts';
import type { ShowMirror } from '#client/state/game.ts';

export function sampleShow(overrides: Partial<ShowMirror> & { id: string; name: string }): ShowMirror {
  return {
    ...new ShowState().toJSON(),
    weekIndex: 0,
    week: 1,
    month: 'January',
    year: 2025,
    venueId: 'neon_lantern',
    venue: 'Neon Lantern Ballroom',
    venueCapacity: 800,
    ticketPrice: 19,
    frequency: 'weekly',
    rentalPaid: 3000,
    ...overrides,
  };
}
