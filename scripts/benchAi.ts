// `npm run bench:ai`: the cost of a whole-world week with AI federations (issue 18: the player and 5 AI
// federations, each running a show; goals: median under 1 ms a week, 52 weeks under 100 ms), and the
// AI world's save after 3 and 10 years (goals: under 1 MB and 2 MB stored, i.e. gzip). Prints, asserts nothing. The player's federation runs a weekly auto-booked show too.
//   node scripts/benchAi.ts [seed]
import { performance } from 'node:perf_hooks';
import { encodeWorld } from '../server/persistence/snapshotCodec.ts';
import { foundAiFederation } from '../shared/sim/ai/found.ts';
import { activeAiFederations } from '../shared/sim/ai/profile.ts';
import { createFederation } from '../shared/sim/createFederation.ts';
import { autoBook } from '../shared/sim/shows/autoBook.ts';
import { runShow } from '../shared/sim/shows/runShow.ts';
import { createShow } from '../shared/sim/shows/scheduling.ts';
import { TEST_NOW, withRoster } from '../shared/sim/testing/worlds.ts';
import { advanceWeek } from '../shared/sim/week/advanceWeek.ts';
import { createWorld, seatFederationId, type World } from '../shared/sim/world.ts';

const seed = Number(process.argv[2] ?? 1);
const fmt = (n: number, digits = 2) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** A started world with the player's federation (8 wrestlers, a weekly show) and 5 active AI federations. */
function benchWorld(): World {
  const world = createWorld(seed, { aiFederations: true });
  createFederation(world, seatFederationId(world), { name: 'Bench Wrestling', logo: '' }, world.rng, TEST_NOW);
  while (activeAiFederations(world).length < 5) foundAiFederation(world, 'random', world.rng);
  withRoster(world, 8);
  const show = createShow(world, seatFederationId(world), { name: 'Bench Weekly', weeksAhead: 0, venueId: 'civic_hall', ticketPrice: 15, frequency: 'weekly' });
  autoBook(world, seatFederationId(world), show.id);
  runShow(world, seatFederationId(world), show.id, world.rng, TEST_NOW);
  return world;
}

/** Advances a week; the player's weekly clone is auto-booked and run first (as a player would). */
function playWeek(world: World): number {
  const start = performance.now();
  const clone = world.shows.find((s) => s.federationId === seatFederationId(world) && !s.hasBeenRun && s.weekIndex === world.calendar.totalWeeksProgressed);
  if (clone) {
    try {
      if (clone.segments.length === 0) autoBook(world, seatFederationId(world), clone.id);
      runShow(world, seatFederationId(world), clone.id, world.rng, TEST_NOW);
    } catch {
      // A refused show (an injured roster, short funds) is part of a career; the week goes on.
    }
  }
  advanceWeek(world, world.rng, TEST_NOW);
  return performance.now() - start;
}

const world = benchWorld();
for (let i = 0; i < 20; i += 1) playWeek(world); // warm-up
const weeks: number[] = [];
let aiShows = 0;
for (let i = 0; i < 200; i += 1) {
  weeks.push(playWeek(world));
  aiShows += world.shows.filter((s) => s.weekIndex === world.calendar.totalWeeksProgressed && s.hasBeenRun && s.federationId !== seatFederationId(world)).length;
}
const years: number[] = [];
for (let run = 0; run < 5; run += 1) {
  const fresh = benchWorld();
  const start = performance.now();
  for (let i = 0; i < 52; i += 1) playWeek(fresh);
  years.push(performance.now() - start);
}
console.log(`AI world (seed ${seed}): ${world.federations.length} federations founded, ${activeAiFederations(world).length} active, ${world.wrestlers.length} wrestlers, ${fmt(aiShows / 200)} AI shows a week`);
console.log(`whole-world week: median ${fmt(median(weeks))} ms (goal < 1 ms), p90 ${fmt(weeks.toSorted((a, b) => a - b)[Math.floor(weeks.length * 0.9)]!)} ms`);
console.log(`52 weeks from a new world: median ${fmt(median(years), 1)} ms of 5 runs (goal < 100 ms)`);
{
  const aged = benchWorld();
  const kb = (bytes: number) => `${fmt(bytes / 1024, 0)} KB`;
  for (let week = 1; week <= 520; week += 1) {
    playWeek(aged);
    if (week === 156 || week === 520) {
      const json = JSON.stringify(aged).length;
      const stored = encodeWorld(aged).length;
      const aiShowsKept = aged.shows.filter((s) => s.federationId !== seatFederationId(aged) && s.hasBeenRun).length;
      const goal = week === 156 ? '1 MB' : '2 MB';
      console.log(`save after ${week / 52} years (${aged.federations.length} federations founded, ${aiShowsKept} AI shows): JSON ${kb(json)}, stored (gzip) ${kb(stored)} (goal under ${goal})`);
    }
  }
}
