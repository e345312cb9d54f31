// The AI world of the figures: the player and 5 active AI federations in a pool of
// about 250 wrestlers, the player running an auto-booked weekly show. `npm run bench` and `npm run bench:ai`
// time it; shared/sim/ai/aiWorldDeterminism.test.ts hashes three years of it, so an optimisation of the
// week is proven not to change a single draw.
import { foundAiFederation } from '../ai/found.ts';
import { activeAiFederations } from '../ai/profile.ts';
import { createFederation } from '../createFederation.ts';
import { SimRefusal } from '../refusal.ts';
import type { Wrestler } from '../roster/wrestler.ts';
import { autoBook } from '../shows/autoBook.ts';
import { runShow } from '../shows/runShow.ts';
import { createShow } from '../shows/scheduling.ts';
import { advanceWeek } from '../week/advanceWeek.ts';
import type { SimEvent } from '../events.ts';
import { seatFederationId, type World } from '../world.ts';
import { createWorld } from '../createWorld.ts';
import { TEST_NOW, withRoster } from './worlds.ts';
import { executeCommand } from '../commands/table.ts';

/** Wrestlers in the figures' world: the catalog's 105 and copies of them up to this many, wrestlers. */
export const AI_WORLD_WRESTLERS = 250;

/** The player's roster in the figures' world, wrestlers. */
const PLAYER_ROSTER = 8;

/** A started world with the player's federation (8 wrestlers, a weekly show), 5 active AI federations and about 250 wrestlers. */
export function figuresAiWorld(seed: number): World {
  const world = createWorld(seed, { aiFederations: true });
  // The copies come from a lone world of the next seed: fresh free agents, none signed or holding a title.
  const catalog = createWorld(seed + 1).wrestlers;
  for (let i = 0; world.wrestlers.length < AI_WORLD_WRESTLERS; i += 1) {
    const source = catalog[i % catalog.length]!;
    const copy: Wrestler = { ...structuredClone(source), id: `${source.id}_extra_${i}`, name: `${source.name} ${Math.floor(i / catalog.length) + 2}` };
    world.wrestlers.push(copy);
  }
  createFederation(world, seatFederationId(world), { name: 'Bench Wrestling', logo: '' }, world.rng, TEST_NOW);
  while (activeAiFederations(world).length < 5) foundAiFederation(world, 'random', world.rng);
  withRoster(world, PLAYER_ROSTER);
  const show = createShow(world, seatFederationId(world), { name: 'Bench Weekly', weeksAhead: 0, venueId: 'civic_hall', ticketPrice: 15, frequency: 'weekly' });
  autoBook(world, seatFederationId(world), show.id);
  runShow(world, seatFederationId(world), show.id, world.rng, TEST_NOW);
  return world;
}

/**
 * Plays a week: the player's weekly clone is auto-booked and run (as a player would), then the week
 * advances. The player's contracts are kept running, its roster kept at 8 and its funds topped up (like
 * testing/career.ts), so its show runs every week of a long run. Returns the advance's events.
 */
export function playAiWeek(world: World): SimEvent[] {
  const player = world.federations.find((f) => f.id === seatFederationId(world))!;
  player.funds = Math.max(player.funds, 1_000_000);
  for (const w of world.wrestlers) if (w.federationId === player.id && w.contract) w.contract.weeksRemaining = 52;
  // Wrestlers retire (roster/aging.ts): the player signs the best free agents back up to its roster.
  const size = world.wrestlers.filter((w) => w.federationId === player.id).length;
  if (size < PLAYER_ROSTER) withRoster(world, PLAYER_ROSTER - size);
  const clone = world.shows.find((s) => s.federationId === seatFederationId(world) && !s.hasBeenRun && s.weekIndex === world.calendar.totalWeeksProgressed);
  if (clone) {
    try {
      if (clone.segments.length === 0) autoBook(world, seatFederationId(world), clone.id);
      runShow(world, seatFederationId(world), clone.id, world.rng, TEST_NOW);
    } catch (error) {
      // A refused show (an injured roster, short funds) is part of a career; the week goes on.
      if (!(error instanceof SimRefusal)) throw error;
    }
  }
  return advanceWeek(world, world.rng, TEST_NOW, executeCommand);
}
