// showsNotRun (show.ts) reads only the newest end of world.shows: it must give exactly the shows a whole
// scan finds not run, in the world's order, week after week of a living world.
import { describe, expect, it } from 'vitest';
import { figuresAiWorld, playAiWeek } from '../testing/aiWorld.ts';
import { createShow } from './scheduling.ts';
import { showsNotRun } from './show.ts';
import { seatFederationId } from '../world.ts';

describe('the shows not run', () => {
  it('are those a scan of every show finds, in order, through two years of the AI world', () => {
    const world = figuresAiWorld(3);
    // Shows booked ahead stay not run for weeks: the walk must reach them past the newer ones.
    world.federations.find((f) => f.id === seatFederationId(world))!.funds = 10_000_000;
    createShow(world, seatFederationId(world), { name: 'Far Ahead Special', weeksAhead: 8, venueId: 'civic_hall', ticketPrice: 15, frequency: 'special' });
    let checked = 0;
    for (let week = 0; week < 104; week += 1) {
      expect(showsNotRun(world)).toEqual(world.shows.filter((s) => !s.hasBeenRun));
      checked += showsNotRun(world).length;
      playAiWeek(world);
    }
    expect(checked).toBeGreaterThan(8);
  });
});
