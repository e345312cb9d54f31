import { foundAiFederation } from '../shared/sim/ai/found.ts';
import { activeAiFederations } from '../shared/sim/ai/profile.ts';
import { createFederation } from '../shared/sim/createFederation.ts';
import { autoBook } from '../shared/sim/shows/autoBook.ts';
import { runShow } from '../shared/sim/shows/runShow.ts';
import { createShow } from '../shared/sim/shows/scheduling.ts';
import { TEST_NOW, withRoster } from '../shared/sim/testing/worlds.ts';
import { advanceWeek } from '../shared/sim/week/advanceWeek.ts';
import { createWorld, seatFederationId } from '../shared/sim/world.ts';
for (let seed = 1; seed <= 12; seed += 1) {
  const world = createWorld(seed, { aiFederations: true });
  createFederation(world, seatFederationId(world), { name: 'Bench Wrestling', logo: '' }, world.rng, TEST_NOW);
  while (activeAiFederations(world).length < 5) foundAiFederation(world, 'random', world.rng);
  withRoster(world, 8);
  createShow(world, seatFederationId(world), { name: 'Bench Weekly', weeksAhead: 0, venueId: 'civic_hall', ticketPrice: 15, frequency: 'weekly' });
  for (let i = 0; i < 220; i += 1) {
    const clone = world.shows.find((s) => s.federationId === seatFederationId(world) && !s.hasBeenRun && s.weekIndex === world.calendar.totalWeeksProgressed);
    if (clone) { try { if (clone.segments.length === 0) autoBook(world, seatFederationId(world), clone.id); runShow(world, seatFederationId(world), clone.id, world.rng, TEST_NOW); } catch {} }
    advanceWeek(world, world.rng, TEST_NOW);
  }
}
