// The predefined wrestler database (spec: simulation §3): 100+ original fictional wrestlers every new
// world draws on. The rows are generated (scripts/generate-wrestlers.ts) and checked row by row in
// wrestlers.test.ts: id = slug(name), totalPoints = wrestlerRating(row), category from totalPoints,
// salary and required federation popularity rising with category.
import { WRESTLER_ROWS } from './wrestlers/catalog.ts';
import type { PredefinedWrestler } from './wrestlers/types.ts';

export { WRESTLER_GENDERS, WRESTLER_STYLES, type PredefinedWrestler, type WrestlerGender, type WrestlerStyle } from './wrestlers/types.ts';

/** Every wrestler of the catalog, best rating first. */
export const WRESTLERS: readonly PredefinedWrestler[] = [...WRESTLER_ROWS].sort((a, b) => b.totalPoints - a.totalPoints || a.name.localeCompare(b.name));

const byId = new Map(WRESTLERS.map((w) => [w.id, w]));

/** The catalog wrestler with this id, or undefined. */
export function findWrestler(id: string): PredefinedWrestler | undefined {
  return byId.get(id);
}
