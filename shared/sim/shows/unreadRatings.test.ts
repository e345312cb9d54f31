// A rating whose parts nobody reads (LABELS_UNREAD: auto-book's order, the tickets sold) is summed without
// writing its parts. Its value must be the labelled rating's to the bit, for every segment
// and show of a played AI world, with and without the night's luck, and where bonuses push it past the caps.
import { describe, expect, it } from 'vitest';
import { createRngState } from '../rng.ts';
import { findWrestlerIn } from '../roster/wrestler.ts';
import { figuresAiWorld, playAiWeek } from '../testing/aiWorld.ts';
import { LABELS_UNREAD, rateSegment } from './rateSegment.ts';
import { rateShow } from './rateShow.ts';
import type { RatingPart } from './show.ts';

const BONUSES: ReadonlyArray<readonly RatingPart[]> = [[], [{ label: 'Production', stars: 0.347 }], [{ label: 'Fireworks', stars: 25 }], [{ label: 'Blackout', stars: -25 }]];

describe('a rating whose parts are unread', () => {
  it('has the labelled rating’s value, for every segment and show, with luck and past the caps', () => {
    const world = figuresAiWorld(4);
    let checked = 0;
    for (let week = 0; week < 30; week += 1) {
      playAiWeek(world);
      // The recent shows whose wrestlers are all still in the world (a retired one has left it).
      for (const show of world.shows.slice(-12).filter((s) => s.segments.every((g) => g.participants.every((id) => findWrestlerIn(world, id))))) {
        for (const bonuses of BONUSES) {
          for (const segment of show.segments) {
            expect(rateSegment(world, show.federationId, segment, null, bonuses, LABELS_UNREAD).value).toBe(rateSegment(world, show.federationId, segment, null, bonuses).value);
            const seed = week * 1000 + checked;
            const unread = createRngState(seed);
            const labelled = createRngState(seed);
            expect(rateSegment(world, show.federationId, segment, unread, bonuses, LABELS_UNREAD).value).toBe(rateSegment(world, show.federationId, segment, labelled, bonuses).value);
            expect(unread.state).toBe(labelled.state);
            checked += 1;
          }
          const showBonuses = { segment: bonuses, show: bonuses };
          const unread = rateShow(world, show, null, showBonuses, LABELS_UNREAD);
          const labelled = rateShow(world, show, null, showBonuses);
          expect(unread.rating.value).toBe(labelled.rating.value);
          expect(unread.segments.map((r) => r.value)).toEqual(labelled.segments.map((r) => r.value));
          expect(unread.rating.parts).toEqual([]);
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });
});
