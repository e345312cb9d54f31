// Worlds for tests and benchmarks: a new world with the player's federation founded.
import { createFederation } from '../createFederation.ts';
import type { Wrestler } from '../roster/wrestler.ts';
import { createWorld, playerFederation, type Federation, type World } from '../world.ts';

/** A fixed time for messages and reports in tests, epoch ms. */
export const TEST_NOW = Date.UTC(2026, 10, 21);

/** A world whose player federation has been set up, so weeks can advance. */
export function startedWorld(seed: number, name = 'Test Wrestling'): World {
  const world = createWorld(seed);
  createFederation(world, world.playerFederationId, { name, logo: '' }, world.rng, TEST_NOW);
  return world;
}

export function player(world: World): Federation {
  return playerFederation(world);
}

/**
 * Puts `count` free agents (the catalog's best by rating, for varied skills) on the player's roster with
 * a 12-week Permanent Deal at their asking salary, without paying: a roster for show and bench tests.
 */
export function withRoster(world: World, count: number, federationId = world.playerFederationId): Wrestler[] {
  const picked = world.wrestlers
    .filter((w) => w.federationId === null)
    .sort((a, b) => b.totalPoints - a.totalPoints || a.id.localeCompare(b.id))
    .slice(0, count);
  for (const wrestler of picked) {
    wrestler.federationId = federationId;
    wrestler.contract = { type: 'permanent', salary: wrestler.askingSalary, weeksRemaining: 12, lengthWeeks: 12, signedWeek: world.calendar.totalWeeksProgressed };
    for (const federation of world.federations) federation.market = federation.market.filter((id) => id !== wrestler.id);
  }
  return picked;
}
