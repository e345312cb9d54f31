// Worlds for the joint show tests: the player's federation (8 wrestlers) beside the world's computer-run
// federations, and a generator whose next draw is known.
import { activeAiFederations, aiProfileOf } from '../ai/profile.ts';
import { createFederation } from '../createFederation.ts';
import { createWorld } from '../createWorld.ts';
import { createRngState, nextFloat } from '../rng.ts';
import { requireFederation, seatFederationId, type Federation, type World } from '../world.ts';
import { TEST_NOW, withRoster } from './worlds.ts';

/** The player (8 wrestlers) and the world's three computer-run federations. */
export function jointWorld(seed: number): { world: World; me: Federation; rival: Federation; third: Federation } {
  const world = createWorld(seed, { aiFederations: true });
  // The promoters make no dealings of their own (ai/diplomacy.ts): the joint shows listed are the tests'.
  world.aiDealings = false;
  createFederation(world, seatFederationId(world), { name: 'Home Wrestling', logo: '' }, world.rng, TEST_NOW);
  const me = requireFederation(world, seatFederationId(world));
  withRoster(world, 8);
  const [rival, third] = activeAiFederations(world);
  rival!.funds = 500_000;
  third!.funds = 500_000;
  aiProfileOf(rival!)!.personality = 'cooperative';
  return { world, me, rival: rival!, third: third! };
}

/** A generator state whose next draw lies in [low, high): found from fixed seeds, the first that fits. */
export function rngDrawing(low: number, high: number) {
  for (let seed = 1; ; seed += 1) {
    const draw = nextFloat(createRngState(seed));
    if (draw >= low && draw < high) return { rng: createRngState(seed), draw };
  }
}

