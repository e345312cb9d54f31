import { createHash } from 'node:crypto';
import { createWorld, seatFederationId } from '../shared/sim/world.ts';
import { createFederation } from '../shared/sim/createFederation.ts';
import { TEST_NOW, withRoster } from '../shared/sim/testing/worlds.ts';
import { createShow } from '../shared/sim/shows/scheduling.ts';
import { autoBook } from '../shared/sim/shows/autoBook.ts';
import { runShow } from '../shared/sim/shows/runShow.ts';
import { advanceWeek } from '../shared/sim/week/advanceWeek.ts';
for (const seed of [1, 2, 3]) {
const world = createWorld(seed, { aiFederations: true });
createFederation(world, seatFederationId(world), { name: 'Bench Wrestling', logo: '' }, world.rng, TEST_NOW);
withRoster(world, 8);
createShow(world, seatFederationId(world), { name: 'Bench Weekly', weeksAhead: 0, venueId: 'civic_hall', ticketPrice: 15, frequency: 'weekly' });
for (let i = 0; i < 300; i += 1) {
  const clone = world.shows.find((s) => s.federationId === seatFederationId(world) && !s.hasBeenRun && s.weekIndex === world.calendar.totalWeeksProgressed);
  if (clone) { try { if (clone.segments.length === 0) autoBook(world, seatFederationId(world), clone.id); runShow(world, seatFederationId(world), clone.id, world.rng, TEST_NOW); } catch {} }
  advanceWeek(world, world.rng, TEST_NOW);
}
console.log(seed, createHash('sha256').update(JSON.stringify(world)).digest('hex').slice(0, 16), world.wrestlers.filter(w => w.wasRecentChampion).length);
}
