// bookAndRunSharingExpected: an auto-booked card run at once rates each segment's expected
// quality once for auto-book's order and the tickets sold, instead of twice. The night must be the same to the
// bit as without the sharing, and a shared rating serves only the second of those two calls.
import { describe, expect, it } from 'vitest';
import { createShow } from './scheduling.ts';
import { autoBook } from './autoBook.ts';
import { bookAndRunSharingExpected, LABELS_UNREAD, rateSegment } from './rateSegment.ts';
import { runShow } from './runShow.ts';
import { requireWrestler } from '../roster/wrestler.ts';
import { startedWorld, TEST_NOW, withRoster } from '../testing/worlds.ts';
import { seatFederationId, type World } from '../world.ts';

function bookedWorld(seed: number): { world: World; showId: string } {
  const world = startedWorld(seed);
  withRoster(world, 9);
  const show = createShow(world, seatFederationId(world), { name: 'Shared Weekly', weeksAhead: 0, venueId: 'civic_hall', ticketPrice: 15, frequency: 'weekly' });
  return { world, showId: show.id };
}

describe('bookAndRunSharingExpected', () => {
  it('books and runs the same night, to the bit, as booking and running without it', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const plain = bookedWorld(seed);
      const shared = bookedWorld(seed);
      const you = seatFederationId(plain.world);
      autoBook(plain.world, you, plain.showId);
      const plainEvents = runShow(plain.world, you, plain.showId, plain.world.rng, TEST_NOW);
      const sharedEvents = bookAndRunSharingExpected(() => {
        autoBook(shared.world, you, shared.showId);
        return runShow(shared.world, you, shared.showId, shared.world.rng, TEST_NOW);
      });
      expect(sharedEvents, `seed ${seed}`).toEqual(plainEvents);
      expect(JSON.stringify(shared.world), `seed ${seed}`).toBe(JSON.stringify(plain.world));
    }
  });

  it('serves a shared rating to the second call only: the third rates the card as it stands', () => {
    const { world, showId } = bookedWorld(7);
    const you = seatFederationId(world);
    autoBook(world, you, showId);
    const segment = world.shows.find((s) => s.id === showId)!.segments[0]!;
    const rate = () => rateSegment(world, you, segment, null, [], LABELS_UNREAD).value;
    bookAndRunSharingExpected(() => {
      const first = rate();
      for (const id of segment.participants) requireWrestler(world, id).morale = 0;
      expect(rate()).toBe(first);
      expect(rate()).toBeLessThan(first);
    });
    // Outside, every call rates from scratch.
    const now = rate();
    for (const id of segment.participants) requireWrestler(world, id).morale = 100;
    expect(rate()).toBeGreaterThan(now);
  });
});
