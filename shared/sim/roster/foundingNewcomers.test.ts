// A new world with rival federations tops its pool up once they have signed (rookies.ts
// arriveFoundingNewcomers): a new player has as many wrestlers to choose from as in a world without rivals.
import { describe, expect, it } from 'vitest';
import { NEWCOMER_QUALIFIED_FLOOR } from '#shared/rules/aging.ts';
import { STARTING_POPULARITY } from '#shared/rules/federation.ts';
import { WRESTLERS } from '#shared/data/wrestlers.ts';
import { createWorld } from '../createWorld.ts';
import { startingQualifiedFreeAgents } from './rookies.ts';

describe('the founding newcomers', () => {
  it.each([1, 9, 10, 21])('seed %i: a new federation qualifies for as many free agents as in a world without rivals', (seed) => {
    const lone = createWorld(seed);
    const world = createWorld(seed, { aiFederations: true });
    expect(startingQualifiedFreeAgents(lone)).toBe(NEWCOMER_QUALIFIED_FLOOR);
    expect(startingQualifiedFreeAgents(world)).toBeGreaterThanOrEqual(NEWCOMER_QUALIFIED_FLOOR);
    const newcomers = world.wrestlers.filter((w) => !WRESTLERS.some((row) => row.id === w.id));
    // Each newcomer is a free agent of the lowest tier a new federation can sign, with a name of its own.
    for (const w of newcomers) {
      expect(w.federationId).toBeNull();
      expect(w.minFederationPopularityRequired).toBeLessThanOrEqual(STARTING_POPULARITY);
    }
    expect(new Set(world.wrestlers.map((w) => w.name)).size).toBe(world.wrestlers.length);
    // A world without rivals is left as it was: the catalog only.
    expect(lone.wrestlers).toHaveLength(WRESTLERS.length);
  });
});
