import { describe, expect, it } from 'vitest';
import { executeCommand } from '../commands/table.ts';
import { agreeJointShow } from '../diplomacy/jointShowPropose.ts';
import { jointWorld } from '../testing/jointWorld.ts';
import { TEST_NOW } from '../testing/worlds.ts';
import { findShow } from '../shows/show.ts';
import { jointShowNews } from './jointShowNews.ts';

describe('the week\'s joint shows in the news', () => {
  it('writes a joint show agreed in the week that ended, between rivals too, and the one held, with its income', () => {
    const { world, me, rival, third } = jointWorld(21);
    world.aiDealings = false;
    const week = world.calendar.totalWeeksProgressed;
    const between = agreeJointShow(world, rival, third, { type: 'charity', split: 40, weeksAhead: 2 });
    expect(jointShowNews(world, { ...world.calendar, totalWeeksProgressed: week - 1 })).toEqual([]);
    const agreed = jointShowNews(world, world.calendar);
    expect(agreed.map((i) => [i.headline, i.importance, i.federationIds])).toEqual([[`${rival.name} and ${third.name} agree a charity show`, 1, [rival.id, third.id]]]);
    expect(agreed[0]!.text).toContain(`${rival.name} takes 40% of the income`);

    agreeJointShow(world, me, rival, { type: 'supershow', split: 50, weeksAhead: 3 });
    for (let i = 0; i < 2; i += 1) executeCommand(world, 'advanceWeek', me.id, { unrunShows: 'skip' }, { now: TEST_NOW });
    // The rivals' show was booked and run by its host in its week.
    const show = findShow(world, between.showId!)!;
    expect(show.hasBeenRun).toBe(true);
    const held = jointShowNews(world, world.calendar).find((i) => i.headline.startsWith(show.name));
    expect(held?.headline).toMatch(/ earns \$[\d,]+$/);
    expect(held?.text).toContain(`${rival.name} and ${third.name} held a charity show rated`);
  });
});
