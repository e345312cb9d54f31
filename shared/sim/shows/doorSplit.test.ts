// The door-split community gym (rules/venues.ts VENUE_DOOR_SPLIT_SHARE): a federation at $0 can book it,
// the night's ledger has the venue's share as its own line, and the outlook prices it as the night does.
import { describe, expect, it } from 'vitest';
import { findVenue } from '#shared/data/venues.ts';
import { VENUE_DOOR_SPLIT_SHARE } from '#shared/rules/venues.ts';
import { player, startedWorld, TEST_NOW, withRoster } from '../testing/worlds.ts';
import { autoBook } from './autoBook.ts';
import { expectedAttendance, previewShow, rivalryDraw, runShow } from './runShow.ts';
import { createShow } from './scheduling.ts';
import { outlookFederation, venueOutlook } from './venueOutlook.ts';

const gym = findVenue('community_gym')!;

describe('the door-split community gym', () => {
  it('is booked at $0 with no rental; a rented club is refused', () => {
    const world = startedWorld(4);
    player(world).funds = 0;
    withRoster(world, 6);
    expect(() => createShow(world, 'player', { name: 'Cellar Night', weeksAhead: 0, venueId: 'cellar_door', ticketPrice: 15, frequency: 'weekly' })).toThrow('Insufficient funds. This action costs $200');
    const show = createShow(world, 'player', { name: 'Gym Night', weeksAhead: 0, venueId: gym.id, ticketPrice: 15, frequency: 'weekly' });
    expect(show.rentalPaid).toBe(0);
    expect(player(world).funds).toBe(0);
    expect(player(world).currentLines).toEqual([]);
  });

  it('keeps half the ticket money on the night, a ledger line of its own, as the outlook and the preview said', () => {
    for (const seed of [2, 9]) {
      const world = startedWorld(seed);
      player(world).funds = 0;
      withRoster(world, 6);
      const show = createShow(world, 'player', { name: 'Gym Night', weeksAhead: 0, venueId: gym.id, ticketPrice: 15, frequency: 'special' });
      autoBook(world, 'player', show.id);
      const { expectedRating } = expectedAttendance(world, show);
      const outlook = venueOutlook(outlookFederation(player(world)), gym, 15, expectedRating, rivalryDraw(world, show));
      const preview = previewShow(world, show);
      runShow(world, 'player', show.id, world.rng, TEST_NOW);
      const tickets = show.result!.ticketRevenue;
      const split = Math.round(tickets * VENUE_DOOR_SPLIT_SHARE * 100) / 100;
      expect(tickets).toBeGreaterThan(0);
      expect(outlook.ticketRevenue.value).toBe(tickets);
      expect(outlook.costs.parts).toEqual([{ label: 'Door split: the venue keeps 50% of tickets, on the night', amount: split }]);
      expect(outlook.profit.value).toBe(Math.round((tickets - split) * 100) / 100);
      expect(preview.nightCosts).toBe(split);
      const line = player(world).currentLines.find((l) => l.label.startsWith('Door split'));
      expect(line).toEqual({ kind: 'venue_rental', label: 'Door split: Eastside Community Gym keeps 50% of tickets (Gym Night)', amount: -split, paidAt: 'action' });
      expect(show.result!.costs).toBe(split);
      expect(show.result!.profit).toBe(Math.round((show.result!.revenue - split) * 100) / 100);
    }
  });
});
