// sharingPairings: while a card is booked and run, each federation's completed matches of
// the repeat window are listed once for every pairingCount. Inside a scope the counts must be the plain walk's,
// for every pair, in every world asked, and after a show of the scope has run (it counts from then on).
import { describe, expect, it } from 'vitest';
import { addMatch } from '../shows/booking.ts';
import { runShow } from '../shows/runShow.ts';
import { createShow } from '../shows/scheduling.ts';
import type { Show } from '../shows/show.ts';
import { player, startedWorld, TEST_NOW, withRoster } from '../testing/worlds.ts';
import { advanceWeek } from '../week/advanceWeek.ts';
import type { World } from '../world.ts';
import { pairingCount, sharingPairings } from './fatigue.ts';
import { executeCommand } from '../commands/table.ts';

let shows = 0;
function ranShow(world: World, pairs: string[][]): Show {
  shows += 1;
  const show = createShow(world, 'player', { name: `Night ${shows}`, weeksAhead: 0, venueId: 'rust_belt_social', ticketPrice: 20, frequency: 'special' });
  for (const participants of pairs) addMatch(world, 'player', show.id, { type: 'singles', stipulation: 'standard', participants, championshipId: null, isExhibition: false, title: '' });
  runShow(world, 'player', show.id, world.rng, TEST_NOW);
  return show;
}

/** A world whose player ran a few nights over five weeks, the same pairs again and again. */
function playedWorld(seed: number): { world: World; ids: string[] } {
  const world = startedWorld(seed);
  player(world).funds = 5_000_000;
  const ids = withRoster(world, 6).map((w) => w.id);
  for (const w of world.wrestlers) w.skills.stamina = 100;
  for (let week = 0; week < 5; week += 1) {
    for (const w of world.wrestlers) if (w.status === 'injured') w.status = 'active';
    ranShow(world, [[ids[0]!, ids[1]!], [ids[2]!, ids[3]!]]);
    if (week % 2 === 0) ranShow(world, [[ids[1]!, ids[0]!], [ids[4]!, ids[5]!]]);
    advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    for (const w of world.wrestlers) w.status = 'active';
  }
  return { world, ids };
}

/** Every pair's count (both orders), in order. */
const counts = (world: World, ids: string[]) => ids.flatMap((a) => ids.filter((b) => b !== a).map((b) => pairingCount(world, 'player', [a, b])));

describe('sharingPairings', () => {
  it('counts every pair as the plain walk does, in each world asked, before and after a show of the scope runs', () => {
    const one = playedWorld(3);
    const two = playedWorld(4);
    const plainOne = counts(one.world, one.ids);
    const plainTwo = counts(two.world, two.ids);
    expect(plainOne.some((n) => n >= 2)).toBe(true);
    let afterRun: number[] = [];
    sharingPairings(() => {
      expect(counts(one.world, one.ids)).toEqual(plainOne);
      expect(counts(two.world, two.ids)).toEqual(plainTwo);
      // A scope opened inside shares the open one; the show run inside counts from then on.
      sharingPairings(() => ranShow(one.world, [[one.ids[0]!, one.ids[1]!]]));
      afterRun = counts(one.world, one.ids);
      expect(counts(two.world, two.ids)).toEqual(plainTwo);
    });
    expect(afterRun).toEqual(counts(one.world, one.ids));
    expect(afterRun).not.toEqual(plainOne);
  });
});
