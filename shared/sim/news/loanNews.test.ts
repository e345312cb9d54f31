import { describe, expect, it } from 'vitest';
import { TEST_NOW } from '../testing/worlds.ts';
import { makeLoan } from '../diplomacy/loans.ts';
import { loanWorld } from '../diplomacy/testing/loanWorld.ts';
import { loanNews } from './loanNews.ts';

describe("the week's loans in the news", () => {
  it('writes each loan made in the week that ended, as a dealing', () => {
    const { world, you, rival, mine } = loanWorld();
    const w = mine[0]!;
    makeLoan(world, you.id, { direction: 'lend', wrestlerId: w.id, otherFederationId: rival.id, weeks: 3, term: 'none' }, TEST_NOW);
    expect(loanNews(world, { ...world.calendar, totalWeeksProgressed: 1 })).toEqual([]);
    expect(loanNews(world, world.calendar)).toEqual([
      {
        kind: 'dealing',
        importance: 1,
        federationIds: [you.id, rival.id],
        wrestlerIds: [w.id],
        headline: `Home Wrestling lends ${w.name} to ${rival.name}`,
        text: `${w.name} works for ${rival.name} for 3 weeks, at $${(w.totalPoints * 2).toLocaleString('en-US')} a week.`,
      },
    ]);
  });
});
