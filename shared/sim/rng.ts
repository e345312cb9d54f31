// Seeded random generator (mulberry32). Its whole state is one unsigned 32-bit integer kept in the
// world, so the same world and the same commands always give the same results. Pass it explicitly:
// no Math.random in rules or sim.

export interface RngState {
  state: number; // uint32
}

export function createRngState(seed: number): RngState {
  return { state: seed >>> 0 };
}

/** Next float in [0, 1); advances the state in place. */
export function nextFloat(rng: RngState): number {
  rng.state = (rng.state + 0x6d2b79f5) >>> 0;
  let t = rng.state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/** Integer in [min, max], both inclusive. */
export function nextInt(rng: RngState, min: number, max: number): number {
  return min + Math.floor(nextFloat(rng) * (max - min + 1));
}

/** True with the given probability (0..1). */
export function chance(rng: RngState, probability: number): boolean {
  return nextFloat(rng) < probability;
}

/** Shuffles a copy of the list (Fisher-Yates) with the generator. */
export function shuffled<T>(rng: RngState, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = nextInt(rng, 0, i);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** One item of a non-empty list. */
export function pick<T>(rng: RngState, items: readonly T[]): T {
  return items[nextInt(rng, 0, items.length - 1)]!;
}
