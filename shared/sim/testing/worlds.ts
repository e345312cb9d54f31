// Worlds for tests and benchmarks: a new world with the player's federation founded.
import { createFederation } from '../createFederation.ts';
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
