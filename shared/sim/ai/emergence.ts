// New AI federations (spec §4: "new ones may emerge"; §9: 15% chance weekly when fewer than 5 are active),
// founded with the 'random' tier's popularity 15-74 and funds 10000-49999.
import { AI_EMERGENCE_CHANCE, AI_EMERGENCE_MAX_ACTIVE } from '#shared/rules/ai.ts';
import type { SimEvent } from '../events.ts';
import { chance, type RngState } from '../rng.ts';
import type { Federation, World } from '../world.ts';
import { foundAiFederation } from './found.ts';
import { activeAiFederations } from './profile.ts';

/** The week's draw: 15% while fewer than 5 are active; no draw (and never) at 5 or more. */
export function emergesThisWeek(activeCount: number, rng: RngState): boolean {
  if (activeCount >= AI_EMERGENCE_MAX_ACTIVE) return false;
  return chance(rng, AI_EMERGENCE_CHANCE);
}

/** At most one a week. */
export function maybeEmerge(world: World, rng: RngState): { federation: Federation | null; events: SimEvent[] } {
  if (!emergesThisWeek(activeAiFederations(world).length, rng)) return { federation: null, events: [] };
  return foundAiFederation(world, 'random', rng);
}
