// A weekly show on a TV deal that is skipped at Next Week is cloned into the next week, not removed,
// and its deal moves to the clone. A player expects the series to go on: the skipped
// episode counts as a miss, and the show is booked again next week, empty, with its deal
// (docs/rules/week.md "Next Week and unrun shows"). The Next Week preview says so.
import { describe, expect, it } from 'vitest';
import { MISSES_BEFORE_CANCEL } from '#shared/rules/tv.ts';
import { acceptTvOffer } from '../tv/tvDeals.ts';
import { player, startedWorld, TEST_NOW, withRoster } from '../testing/worlds.ts';
import { advanceWeek } from '../week/advanceWeek.ts';
import { findShow } from './show.ts';
import { createShow } from './scheduling.ts';
import { unrunShows } from './unrunShows.ts';
import { executeCommand } from '../commands/table.ts';

function weeklyOnTv(seed: number) {
  const world = startedWorld(seed);
  player(world).funds = 500_000;
  withRoster(world, 4);
  const show = createShow(world, 'player', { name: 'Harbor TV', weeksAhead: 0, venueId: 'rust_belt_social', ticketPrice: 14, frequency: 'weekly' });
  const deal = acceptTvOffer(world, 'player', 'local_community_tv', show.id);
  return { world, show, deal };
}

describe('a skipped weekly show on TV', () => {
  it('is booked again next week, empty, and its TV deal moves to it; the skipped week counts as a miss', () => {
    const { world, show, deal } = weeklyOnTv(7);
    const events = advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    expect(findShow(world, show.id)).toBeUndefined();
    const next = world.shows.filter((s) => s.federationId === 'player' && s.name === 'Harbor TV');
    expect(next).toHaveLength(1);
    const clone = next[0]!;
    expect(clone).toMatchObject({ weekIndex: world.calendar.totalWeeksProgressed, venueId: 'rust_belt_social', ticketPrice: 14, frequency: 'weekly', segments: [], hasBeenRun: false, tvDealId: deal.id });
    expect(deal.showId).toBe(clone.id);
    expect(deal.isActive).toBe(true);
    expect(deal.missedInARow).toBe(1);
    expect(events.some((e) => e.kind === 'showCloned' && e.showId === clone.id)).toBe(true);
    // Skipping still refunds 50% of the rental; the new week's episode pays its own.
    expect(events.find((e) => e.kind === 'showCancelled' && e.showId === show.id)).toMatchObject({ refund: show.rentalPaid / 2 });
    expect(clone.rentalPaid).toBe(show.rentalPaid);
  });

  it('the Next Week preview says it is booked again with its deal; a weekly show without a deal is not', () => {
    const { world } = weeklyOnTv(8);
    createShow(world, 'player', { name: 'Dock Brawl', weeksAhead: 0, venueId: 'cellar_door', ticketPrice: 8, frequency: 'weekly' });
    const [tv, plain] = unrunShows(world, 'player');
    expect(tv).toMatchObject({ name: 'Harbor TV', weekly: true, rebooked: true });
    expect(plain).toMatchObject({ name: 'Dock Brawl', weekly: true, rebooked: false });
    advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    const names = world.shows.filter((s) => s.federationId === 'player' && s.weekIndex === world.calendar.totalWeeksProgressed).map((s) => s.name);
    expect(names).toEqual(['Harbor TV']);
  });

  it('is not booked again when this miss cancels the deal, and the preview says so', () => {
    const { world, deal } = weeklyOnTv(9);
    for (let week = 1; week < MISSES_BEFORE_CANCEL; week++) {
      advanceWeek(world, world.rng, TEST_NOW, executeCommand);
      expect(deal.isActive).toBe(true);
      expect(findShow(world, deal.showId)).toBeDefined();
    }
    expect(unrunShows(world, 'player')[0]).toMatchObject({ name: 'Harbor TV', rebooked: false });
    advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    expect(deal.isActive).toBe(false);
    expect(world.shows.filter((s) => s.federationId === 'player' && s.weekIndex === world.calendar.totalWeeksProgressed)).toEqual([]);
  });

  it('when next week cannot be paid for, the deal moves to a weekly show booked ahead instead of a removed one', () => {
    const { world, deal } = weeklyOnTv(10);
    const ahead = createShow(world, 'player', { name: 'Sunday Night', weeksAhead: 1, venueId: 'cellar_door', ticketPrice: 10, frequency: 'weekly' });
    player(world).funds = 0;
    advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    expect(deal.isActive).toBe(true);
    expect(deal.showId).toBe(ahead.id);
    expect(ahead.tvDealId).toBe(deal.id);
  });
});
