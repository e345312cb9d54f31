// A new world's AI federations (spec §9: three initial, large, medium, small).
import { AI_INITIAL_TIERS } from '../../rules/ai.ts';
import type { RngState } from '../rng.ts';
import type { World } from '../world.ts';
import { foundAiFederation } from './found.ts';

export function createInitialAiFederations(world: World, rng: RngState): void {
  for (const tier of AI_INITIAL_TIERS) foundAiFederation(world, tier, rng);
}
