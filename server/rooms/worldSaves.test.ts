// A new game's world: a random seed in the game, NEW_GAME_SEED's when the server is started with one (tests,
// replaying a reported game), with the rival federations unless NEW_GAME_RIVALS=off.
import { describe, expect, it } from 'vitest';
import { createWorld } from '#shared/sim/createWorld.ts';
import { freshWorld } from './worldSaves.ts';

describe('freshWorld', () => {
  it("starts from NEW_GAME_SEED's world when set, the same every time", () => {
    const seeded = JSON.stringify(createWorld(2731, { aiFederations: true }));
    expect(JSON.stringify(freshWorld({ newGameRivals: true, newGameSeed: 2731 }))).toBe(seeded);
    expect(JSON.stringify(freshWorld({ newGameRivals: true, newGameSeed: 2731 }))).toBe(seeded);
  });

  it('picks a random seed otherwise, and leaves the rivals out only when told', () => {
    const rngs = new Set(Array.from({ length: 5 }, () => JSON.stringify(freshWorld({ newGameRivals: false, newGameSeed: undefined }).rng)));
    expect(rngs.size).toBeGreaterThan(1);
    expect(freshWorld({ newGameRivals: false, newGameSeed: 1 }).aiFederations ?? false).toBe(false);
    expect(freshWorld({ newGameRivals: true, newGameSeed: 1 }).aiFederations).toBe(true);
  });
});
