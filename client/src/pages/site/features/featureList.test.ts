// The public pages promise what the game holds: the rivals exist, and the dealings with them the
// features list names (relationships, loans, joint shows, rivalry actions) are built.
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

  it('names the dealings with the rivals the game has, for the player and the rivals alike', () => {
    for (const built of ['relationship from hostile to allied', 'lend and borrow wrestlers', 'joint shows', 'media war', 'poach talent', 'raid a roster', 'The rivals do all of it too']) expect(words).toContain(built);
  });
});
