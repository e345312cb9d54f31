// The public pages promise what the game holds: the rivals exist, and nothing the
// features list says about them is a promise of a system that is not built (relationships, loans, joint shows).
import { describe, expect, it } from 'vitest';
import { AI_INITIAL_TIERS } from '#shared/rules/ai.ts';
import { FEATURES } from './featureList.ts';

describe('the features list on the competition', () => {
  const competition = FEATURES.find((f) => f.id === 'competition')!;
  const words = [competition.description, ...competition.points].join(' ');

  it('says how many rivals a new game starts with, and what players compete for', () => {
    expect(words).toContain(`A new game starts with ${AI_INITIAL_TIERS.length} rivals`);
    expect(words).toContain('a TV network airs one promotion at a time');
    expect(words).toContain('stars in demand ask more');
  });

  it('promises no dealings with the rivals the game does not have yet', () => {
    for (const unbuilt of ['loan', 'joint show', 'media war', 'Relationships', 'allied']) expect(words).not.toContain(unbuilt);
  });
});
