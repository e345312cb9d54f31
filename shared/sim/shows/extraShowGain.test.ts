// Extra shows in one week have diminishing returns in what they GAIN (docs/rules/shows.md
// "Federation popularity"): the popularity the Nth show booked for a week adds is 1 / N of what the same
// show would add alone; a loss is never split (a poor extra show costs in full). At the boundaries: the
// 1st show is untouched, the 2nd, 3rd and 4th shrink, a show at exactly the neutral rating moves nothing.
import { describe, expect, it } from 'vitest';
import { clampPopularity, roundPopularity } from '#shared/rules/federation.ts';
import { neutralShowRating, showGainShare, showPopularityChange, SHOW_GAIN_SPLIT_PER_EARLIER_SHOW } from '#shared/rules/shows.ts';
import { player, startedWorld, TEST_NOW, withRoster } from '../testing/worlds.ts';
import { autoBook } from './autoBook.ts';
import { runShow } from './runShow.ts';
import { createShow } from './scheduling.ts';

describe('extra shows in a week gain less popularity', () => {
  it('the Nth show of a week keeps 1 / N of its gain: 100%, 50%, 33%, 25%', () => {
    expect(SHOW_GAIN_SPLIT_PER_EARLIER_SHOW).toBe(1);
    expect([1, 2, 3, 4].map((n) => Math.round(showGainShare(n) * 100))).toEqual([100, 50, 33, 25]);
    // A place below 1 (never booked) is the first.
    expect(showGainShare(0)).toBe(1);
  });

  it('scales a gain by the place, never a loss, and a neutral show moves nothing at any place', () => {
    const alone = showPopularityChange(5, 10);
    expect(alone).toBeGreaterThan(0);
    expect(showPopularityChange(5, 10, 1)).toBe(alone);
    expect(showPopularityChange(5, 10, 2)).toBeCloseTo(alone / 2);
    expect(showPopularityChange(5, 10, 4)).toBeCloseTo(alone / 4);
    const loss = showPopularityChange(1, 50);
    expect(loss).toBeLessThan(0);
    expect(showPopularityChange(1, 50, 3)).toBe(loss);
    expect(showPopularityChange(neutralShowRating(30), 30, 2)).toBeCloseTo(0);
  });

  it("the week's 2nd booked show adds half of what its rating would add alone; the 1st its whole gain", () => {
    const world = startedWorld(11);
    player(world).funds = 5_000_000;
    player(world).popularity = 10;
    withRoster(world, 12);
    const shows = [1, 2].map((n) => createShow(world, 'player', { name: `Night ${n}`, weeksAhead: 0, venueId: 'civic_hall', ticketPrice: 15, frequency: 'weekly' }));
    for (const show of shows) autoBook(world, 'player', show.id);
    const changes = shows.map((show, index) => {
      const before = player(world).popularity;
      runShow(world, 'player', show.id, world.rng, TEST_NOW);
      const rating = show.result!.rating.value;
      const full = showPopularityChange(rating, before);
      expect(full).toBeGreaterThan(0);
      expect(show.result!.popularityChange).toBe(roundPopularity(roundPopularity(clampPopularity(before + full / (index + 1))) - before));
      return { full, change: show.result!.popularityChange };
    });
    expect(changes[1]!.change).toBeLessThan(changes[1]!.full - 0.01);
  });
});
