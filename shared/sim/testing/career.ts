// A played career for tests and benchmarks: a founded federation with a roster, a title, a rivalry and a
// weekly show that is auto-booked and run every week before the week advances.
import { createChampionship } from '../championships/championship.ts';
import { createRivalry } from '../rivalries/rivalry.ts';
import { autoBook } from '../shows/autoBook.ts';
import { runShow } from '../shows/runShow.ts';
import { createShow } from '../shows/scheduling.ts';
import { advanceWeek } from '../week/advanceWeek.ts';
import type { World } from '../world.ts';
import { startedWorld, TEST_NOW, withRoster } from './worlds.ts';
import { executeCommand } from '../commands/table.ts';

/** The world after `weeks` played weeks (contracts kept running and funds topped up, so the career never stalls). */
export function playedCareer(seed: number, weeks: number): World {
  const world = startedWorld(seed, 'Career Wrestling');
  const federation = world.federations[0]!;
  withRoster(world, 14);
  federation.funds = 1_000_000;
  const roster = world.wrestlers.filter((w) => w.federationId === federation.id);
  createChampionship(world, federation.id, { name: 'Career Heavyweight Championship', holderId: roster[0]!.id });
  createRivalry(world, federation.id, { title: 'Career Feud', description: '', type: 'personal', wrestlers: [roster[1]!.id, roster[2]!.id] });
  createShow(world, federation.id, { name: 'Weekly Career', weeksAhead: 0, venueId: 'union_hall_1500', ticketPrice: 30, frequency: 'weekly' });
  for (let i = 0; i < weeks; i += 1) {
    for (const w of world.wrestlers) if (w.federationId && w.contract) w.contract.weeksRemaining = 52;
    federation.funds = Math.max(federation.funds, 1_000_000);
    const show = world.shows.find((s) => !s.hasBeenRun && s.weekIndex === world.calendar.totalWeeksProgressed);
    if (show) {
      autoBook(world, federation.id, show.id);
      runShow(world, federation.id, show.id, world.rng, TEST_NOW);
    }
    advanceWeek(world, world.rng, TEST_NOW, executeCommand);
  }
  return world;
}
