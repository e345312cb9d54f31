// A show not yet run can move venue: the rental difference is paid or refunded through
// the ledger, refusals change nothing, and a weekly show keeps its new venue and its TV deal into next week.
import { describe, expect, it } from 'vitest';
import { venueRental } from '#shared/rules/venues.ts';
import { acceptTvOffer } from '../tv/tvDeals.ts';
import { player, startedWorld, TEST_NOW, withRoster } from '../testing/worlds.ts';
import { advanceWeek } from '../week/advanceWeek.ts';
import { autoBook } from './autoBook.ts';
import { runShow } from './runShow.ts';
import { createShow, updateShow } from './scheduling.ts';
import { expectedAttendance, previewShow } from './runShow.ts';
import { venueMoveOutlook } from './venueMove.ts';
import { findVenue, VENUES } from '#shared/data/venues.ts';
import { executeCommand } from '../commands/table.ts';

function booked(seed = 3, funds = 100_000) {
  const world = startedWorld(seed);
  player(world).funds = funds;
  const show = createShow(world, 'player', { name: 'Harbor TV', weeksAhead: 0, venueId: 'neon_lantern', ticketPrice: 15, frequency: 'weekly' });
  return { world, show, federation: player(world) };
}

describe('moving a show to another venue', () => {
  it('to a smaller venue: the rental difference comes back, with its ledger line', () => {
    const { world, show, federation } = booked();
    const funds = federation.funds;
    expect(show.rentalPaid).toBe(venueRental(800));
    updateShow(world, 'player', show.id, { venueId: 'cellar_door' });
    expect(show).toMatchObject({ venueId: 'cellar_door', venueCapacity: 100, rentalPaid: 200 });
    expect(federation.funds).toBe(funds + 3_000 - 200);
    expect(federation.currentLines.at(-1)).toEqual({ kind: 'venue_refund', label: 'Venue move: Neon Lantern Ballroom to The Cellar Door (Harbor TV)', amount: 2_800, paidAt: 'action' });
  });

  it('to a bigger venue: the difference is paid; refused with the spec sentence when funds are short, changing nothing', () => {
    const { world, show, federation } = booked(4, 3_000);
    const before = JSON.stringify(world);
    expect(() => updateShow(world, 'player', show.id, { venueId: 'harbor_room', name: 'Renamed' })).toThrow('Insufficient funds. This action costs $5,300');
    expect(JSON.stringify(world)).toBe(before);
    federation.funds = 10_000;
    updateShow(world, 'player', show.id, { venueId: 'harbor_room' });
    expect(show).toMatchObject({ venueId: 'harbor_room', venueCapacity: 1_200, rentalPaid: 8_300 });
    expect(federation.funds).toBe(10_000 - 5_300);
    expect(federation.currentLines.at(-1)).toMatchObject({ kind: 'venue_rental', label: 'Venue move: Neon Lantern Ballroom to The Harbor Room (Harbor TV)', amount: -5_300 });
  });

  it('refuses the same venue, an unknown venue and a show already run', () => {
    const { world, show } = booked(5);
    expect(() => updateShow(world, 'player', show.id, { venueId: 'neon_lantern' })).toThrow('Harbor TV is already at Neon Lantern Ballroom.');
    expect(() => updateShow(world, 'player', show.id, { venueId: 'moon_base' })).toThrow('That venue does not exist.');
    withRoster(world, 4);
    autoBook(world, 'player', show.id);
    runShow(world, 'player', show.id, world.rng, TEST_NOW);
    expect(() => updateShow(world, 'player', show.id, { venueId: 'cellar_door' })).toThrow('This show has already been run.');
  });

  it('a weekly show on TV keeps its deal, and next week is cloned at the new venue with the deal', () => {
    const { world, show } = booked(6);
    withRoster(world, 4);
    const deal = acceptTvOffer(world, 'player', 'local_community_tv', show.id);
    updateShow(world, 'player', show.id, { venueId: 'rust_belt_social' });
    expect(show.tvDealId).toBe(deal.id);
    expect(deal.showId).toBe(show.id);
    autoBook(world, 'player', show.id);
    runShow(world, 'player', show.id, world.rng, TEST_NOW);
    expect(show.result!.capacity).toBe(400);
    advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    const clone = world.shows.find((s) => s.parentShowId === show.id)!;
    expect(clone).toMatchObject({ venueId: 'rust_belt_social', venueCapacity: 400, tvDealId: deal.id });
    expect(deal.showId).toBe(clone.id);
  });

  it("the booking page's outlook at another venue is what the show then draws there, upgrades' fans and stars counted (fixed seeds)", () => {
    for (const seed of [2, 13]) {
      for (const to of VENUES.filter((v) => ['cellar_door', 'harbor_room', 'grand_regent', 'metro_garden', 'lakeshore_field'].includes(v.id))) {
        const world = startedWorld(seed);
        const federation = player(world);
        federation.funds = 5_000_000;
        federation.popularity = 60;
        federation.venueUpgrades.push('arena_capacity_1', 'arena_lighting', 'arena_sound', 'pyrotechnics', 'broadcast_equipment');
        withRoster(world, 8);
        const show = createShow(world, 'player', { name: 'Moving Night', weeksAhead: 0, venueId: 'civic_hall', ticketPrice: 35, frequency: 'special' });
        autoBook(world, 'player', show.id);
        const now = previewShow(world, show).attendanceBreakdown!;
        const outlook = venueMoveOutlook(now.input, federation.venueUpgrades, findVenue(show.venueId)!, to, show.rentalPaid);
        const funds = federation.funds;
        updateShow(world, 'player', show.id, { venueId: to.id });
        expect(federation.funds).toBe(funds - outlook.rentalDifference);
        const after = expectedAttendance(world, show);
        expect(outlook.expectedRating).toBe(after.expectedRating);
        expect(outlook.fans).toEqual(after.breakdown);
        expect(outlook.ticketRevenue).toBe(previewShow(world, show).ticketRevenue);
      }
    }
  });
});
