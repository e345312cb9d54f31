import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Wrestler } from '../roster/wrestler.ts';
import { startedWorld } from '../testing/worlds.ts';
import { bestTalkers } from './autoBook.ts';

describe("auto-book's promo talkers (bestTalkers)", () => {
  it('are the first ones of the free wrestlers sorted by charisma then id, ties and all', () => {
    const catalog = startedWorld(3).wrestlers;
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(catalog.length - 1), fc.integer({ min: 40, max: 44 })), { maxLength: 14 }), fc.nat(6), (picks, count) => {
        // Copies with few charisma values, so equal charisma (the id decides) is common.
        const free = new Map<string, Wrestler>();
        for (const [at, charisma] of picks) {
          const wrestler = { ...catalog[at]!, skills: { ...catalog[at]!.skills, charisma } };
          free.set(wrestler.id, wrestler);
        }
        const sorted = [...free.values()].sort((a, b) => b.skills.charisma - a.skills.charisma || a.id.localeCompare(b.id)).slice(0, count);
        expect(bestTalkers([...free.values()], count)).toEqual(sorted);
      }),
      { numRuns: 500 },
    );
  });
});
