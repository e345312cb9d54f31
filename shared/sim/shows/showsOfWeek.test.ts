// showsOfWeek reads only the newest end of world.shows (shows are kept in creation order and none is
// booked more than SHOW_MAX_WEEKS_AHEAD weeks ahead), so the week advance's cost does not grow with the
// years played. It must give exactly what a scan of every show gives.
import { describe, expect, it } from 'vitest';
import { createFederation } from '../createFederation.ts';
import { TEST_NOW } from '../testing/worlds.ts';
import { advanceWeek } from '../week/advanceWeek.ts';
import { seatFederationId } from '../world.ts';
import { createWorld } from '../createWorld.ts';
import { createShow } from './scheduling.ts';
import { removeShow, showsOfWeek } from './show.ts';
import { executeCommand } from '../commands/table.ts';

describe('showsOfWeek', () => {
  it("gives every show of a week in the world's order, as a whole scan does, over a long AI world", () => {
    const world = createWorld(21, { aiFederations: true });
    createFederation(world, seatFederationId(world), { name: 'Scan Wrestling', logo: '' }, world.rng, TEST_NOW);
    world.federations.find((f) => f.id === 'player')!.funds = 10_000_000;
    for (let i = 0; i < 60; i += 1) {
      world.federations.find((f) => f.id === 'player')!.funds = 10_000_000;
      // Shows booked ahead, at various distances, as a player may.
      if (i % 5 === 0) createShow(world, 'player', { name: `Special ${i}`, weeksAhead: i % 9, venueId: 'civic_hall', ticketPrice: 10, frequency: 'special' });
      advanceWeek(world, world.rng, TEST_NOW, executeCommand);
      for (let week = Math.max(0, i - 12); week <= i + 10; week += 1) {
        expect(showsOfWeek(world, week)).toEqual(world.shows.filter((s) => s.weekIndex === week));
      }
    }
    // A long world: over 100 shows ran (the history step keeps only an AI federation's newest 10 of them).
    expect(world.federations.reduce((sum, f) => sum + f.totalShows, 0)).toBeGreaterThan(100);
  });

  it('removeShow takes one show out and keeps the order of the others', () => {
    const world = createWorld(3);
    createFederation(world, seatFederationId(world), { name: 'Scan Wrestling', logo: '' }, world.rng, TEST_NOW);
    world.federations.find((f) => f.id === 'player')!.funds = 10_000_000;
    const shows = [0, 1, 2].map((n) => createShow(world, 'player', { name: `Show ${n}`, weeksAhead: n, venueId: 'civic_hall', ticketPrice: 10, frequency: 'special' }));
    removeShow(world, shows[1]!);
    expect(world.shows).toEqual([shows[0], shows[2]]);
    removeShow(world, shows[1]!);
    expect(world.shows).toEqual([shows[0], shows[2]]);
  });
});
