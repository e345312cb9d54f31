import { describe, expect, it } from 'vitest';
import { TEST_NOW } from '../testing/worlds.ts';
import { takeRivalryAction } from '../diplomacy/rivalryActions.ts';
import { dealingWorld, RIVAL } from '../diplomacy/testing/dealingWorld.ts';
import { dealingNews } from './dealingNews.ts';

describe('the week\'s dealings in the news', () => {
  it('writes each action taken in the week that ended, a media war as a feud (importance 2), rumours as a dealing (1)', () => {
    const { world, home } = dealingWorld();
    takeRivalryAction(world, home.id, RIVAL, 'mediaWar', world.rng, TEST_NOW);
    world.rng.state = 2;
    takeRivalryAction(world, RIVAL, home.id, 'spreadRumours', world.rng, TEST_NOW);
    expect(dealingNews(world, { ...world.calendar, totalWeeksProgressed: 9 })).toEqual([]);
    const items = dealingNews(world, world.calendar);
    expect(items.map((i) => [i.headline, i.importance, i.federationIds])).toEqual([
      ['Home Wrestling starts a media war with Rival Wrestling', 2, [home.id, RIVAL]],
      ['Rival Wrestling spreads rumours about Home Wrestling', 1, [RIVAL, home.id]],
    ]);
  });
});
