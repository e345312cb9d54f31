// A new world's AI federations (spec §9: three initial, large, medium, small). All three open first; then
// they sign their rosters from the smallest up, so the one with the least money is not left with only the
// wrestlers the richer ones passed over and can still reach the spec's minimum of 6.
import { AI_INITIAL_TIERS } from '#shared/rules/ai.ts';
import type { RngState } from '../rng.ts';
import type { World } from '../world.ts';
import { openAiFederation, staffAiFederation } from './found.ts';

export function createInitialAiFederations(world: World, rng: RngState): void {
  const opened = AI_INITIAL_TIERS.map((tier) => openAiFederation(world, tier, rng));
  for (const federation of opened.toReversed()) staffAiFederation(world, federation, rng);
}
