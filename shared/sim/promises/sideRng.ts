// The promises' own draws (docs/rules/promises.md "Randomness"): a generator derived from the world's without
// advancing it, one per use (the week's requests of one federation, a promise kept at a show). Requests are
// asked for, or not, in most weeks of every federation: drawn from the world's generator itself, they would
// shift every later draw of the week (matches, injuries, the rivals' choices), so the whole world would play
// differently for a request nobody answered. Derived from the world's state, they stay seeded and replayable.
import { createRngState, type RngState } from '../rng.ts';

/** A new generator from `rng`'s state and `salt` (any whole number); `rng` itself does not move. */
export function sideRng(rng: RngState, salt: number): RngState {
  let h = (rng.state ^ Math.imul(salt + 0x632be5ab, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return createRngState((h ^ (h >>> 16)) >>> 0);
}
