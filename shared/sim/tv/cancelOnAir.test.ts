// Cancelling a weekly show that airs on TV: the deal moves to the next weekly show
// booked ahead, or stays unassigned and counts a miss each week until the player assigns another.
import { describe, expect, it } from 'vitest';
import { executeCommand } from '../commands/table.ts';
import { createShow } from '../shows/scheduling.ts';
import { player, startedWorld, TEST_NOW } from '../testing/worlds.ts';
import { advanceWeek } from '../week/advanceWeek.ts';
import { nextShowForDeal } from './cancelOnAir.ts';
import { acceptTvOffer, assignTvDeal } from './tvDeals.ts';

const context = { now: TEST_NOW };

function onAirWorld(seed: number) {
  const world = startedWorld(seed);
  player(world).funds = 500_000;
  const show = createShow(world, 'player', { name: 'Harbor TV', weeksAhead: 0, venueId: 'cellar_door', ticketPrice: 10, frequency: 'weekly' });
  const deal = acceptTvOffer(world, 'player', 'local_community_tv', show.id);
  return { world, show, deal };
}

describe('cancelling a show on TV', () => {
  it('moves the deal to the next weekly show booked ahead, and says so', () => {
    const { world, show, deal } = onAirWorld(31);
    createShow(world, 'player', { name: 'A Special', weeksAhead: 1, venueId: 'cellar_door', ticketPrice: 10, frequency: 'special' });
    const later = createShow(world, 'player', { name: 'Harbor Later', weeksAhead: 2, venueId: 'cellar_door', ticketPrice: 10, frequency: 'weekly' });
    const next = createShow(world, 'player', { name: 'Harbor Next', weeksAhead: 1, venueId: 'cellar_door', ticketPrice: 10, frequency: 'weekly' });
    const result = executeCommand(world, 'cancelShow', 'player', { showId: show.id }, context);
    expect(result.tvDeal).toEqual({ networkId: 'local_community_tv', network: 'Local Community TV', movedTo: { showId: next.id, name: 'Harbor Next', weekIndex: next.weekIndex } });
    expect(deal.showId).toBe(next.id);
    expect(next.tvDealId).toBe(deal.id);
    expect(later.tvDealId ?? null).toBeNull();
    expect(world.shows.some((s) => s.id === show.id)).toBe(false);
  });

  it('with no weekly show ahead, leaves the deal unassigned: a miss each week until another show is assigned', () => {
    const { world, show, deal } = onAirWorld(32);
    const result = executeCommand(world, 'cancelShow', 'player', { showId: show.id }, context);
    expect(result.tvDeal).toEqual({ networkId: 'local_community_tv', network: 'Local Community TV', movedTo: null });
    expect(deal.isActive).toBe(true);
    advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    expect(deal.missedInARow).toBe(1);
    expect(deal.performanceHistory.at(-1)).toMatchObject({ showId: null });
    const replacement = createShow(world, 'player', { name: 'New Harbor', weeksAhead: 0, venueId: 'cellar_door', ticketPrice: 10, frequency: 'weekly' });
    assignTvDeal(world, 'player', deal.id, replacement.id);
    expect(replacement.tvDealId).toBe(deal.id);
  });

  it('a show on no deal cancels as before, with no deal in the answer', () => {
    const world = startedWorld(33);
    const show = createShow(world, 'player', { name: 'Dark Show', weeksAhead: 0, venueId: 'cellar_door', ticketPrice: 10, frequency: 'weekly' });
    const result = executeCommand(world, 'cancelShow', 'player', { showId: show.id }, context);
    expect(result.tvDeal).toBeNull();
    expect(result.events).toEqual([{ kind: 'showCancelled', federationId: 'player', showId: show.id, name: 'Dark Show', refund: expect.any(Number) }]);
  });

  it('picks the soonest free weekly show, never a past one, the cancelled one or one on another deal', () => {
    const shows = [
      { id: 'a', frequency: 'weekly', weekIndex: 3 },
      { id: 'b', frequency: 'weekly', weekIndex: 5 },
      { id: 'c', frequency: 'special', weekIndex: 5 },
      { id: 'd', frequency: 'weekly', weekIndex: 6 },
      { id: 'e', frequency: 'weekly', weekIndex: 6 },
      { id: 'f', frequency: 'weekly', weekIndex: 2 },
    ];
    expect(nextShowForDeal(shows, new Set(), 3, 'x')?.id).toBe('a');
    expect(nextShowForDeal(shows, new Set(), 3, 'a')?.id).toBe('b');
    expect(nextShowForDeal(shows, new Set(['b']), 4, 'a')?.id).toBe('d');
    expect(nextShowForDeal(shows, new Set(['d', 'e']), 6, 'a')).toBeUndefined();
  });
});
