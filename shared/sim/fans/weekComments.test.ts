import { describe, expect, it } from 'vitest';
import { FAN_COMMENTS_PER_WEEK, FAN_IDLE_TITLE_WEEKS } from '#shared/rules/fans.ts';
import { RUMOURS_BACKFIRED } from '#shared/rules/diplomacy.ts';
import type { SimEvent } from '../events.ts';
import { player, startedWorld, withRoster } from '../testing/worlds.ts';
import type { Championship } from '../championships/championship.ts';
import type { RivalryAction } from '../diplomacy/rivalryAction.ts';
import type { WeekContext } from '../week/weekSteps.ts';
import type { World } from '../world.ts';
import { advanceFans } from './fanWeek.ts';
import { brokenPromise, championIdle, rivalRumour, titleVacant, wrestlerQuit } from './weekComments.ts';

function setUp(): World {
  const world = startedWorld(21);
  withRoster(world, 4);
  return world;
}

function title(world: World, id: string, holderId: string | null, lastDefendedWeek: number): Championship {
  const c = { id, federationId: player(world).id, name: `Title ${id}`, holderId, isActive: true, lastDefendedWeek } as Championship;
  world.championships.push(c);
  return c;
}

const facts = (weekIndex: number, events: SimEvent[] = []) => ({ weekIndex, events });

describe('a title left idle', () => {
  it(`fires for a champion at ${FAN_IDLE_TITLE_WEEKS} weeks without a title match and every ${FAN_IDLE_TITLE_WEEKS} after; silent between`, () => {
    const world = setUp();
    const holder = world.wrestlers.find((w) => w.federationId === player(world).id)!;
    title(world, 'a', holder.id, 10);
    const fed = player(world);
    expect(championIdle(world, fed, facts(10 + FAN_IDLE_TITLE_WEEKS - 1))).toEqual([]);
    const [draft] = championIdle(world, fed, facts(10 + FAN_IDLE_TITLE_WEEKS));
    expect(draft?.text).toContain(holder.name);
    expect(draft?.text).toContain('Title a');
    expect(championIdle(world, fed, facts(10 + FAN_IDLE_TITLE_WEEKS + 1))).toEqual([]);
    expect(championIdle(world, fed, facts(10 + 2 * FAN_IDLE_TITLE_WEEKS))).toHaveLength(1);
    expect(titleVacant(world, fed, facts(10 + FAN_IDLE_TITLE_WEEKS))).toEqual([]);
  });

  it(`fires for a vacant title at ${FAN_IDLE_TITLE_WEEKS} weeks; silent a week before`, () => {
    const world = setUp();
    title(world, 'v', null, 3);
    const fed = player(world);
    expect(titleVacant(world, fed, facts(3 + FAN_IDLE_TITLE_WEEKS - 1))).toEqual([]);
    expect(titleVacant(world, fed, facts(3 + FAN_IDLE_TITLE_WEEKS))[0]?.text).toContain('vacant');
    expect(championIdle(world, fed, facts(3 + FAN_IDLE_TITLE_WEEKS))).toEqual([]);
  });
});

describe("a rival's rumour", () => {
  const rumour = (world: World, weekExecuted: number, effect: string): RivalryAction => {
    const action: RivalryAction = { id: `r-${weekExecuted}-${effect.length}`, kind: 'spreadRumours', initiatorId: 'ai-x', targetId: player(world).id, weekExecuted, cost: 10_000, effect, weeks: 0, active: false };
    world.rivalryActions.push(action);
    return action;
  };

  it('fires for rumours that stuck this week; silent for a backfired one and one of another week', () => {
    const world = setUp();
    const fed = player(world);
    rumour(world, 4, 'The rumours stuck: Test Wrestling lost 3 popularity.');
    expect(rivalRumour(world, fed, facts(4))).toHaveLength(1);
    expect(rivalRumour(world, fed, facts(5))).toEqual([]);
    const other = setUp();
    rumour(other, 4, `${RUMOURS_BACKFIRED} Rival lost 3 popularity.`);
    expect(rivalRumour(other, player(other), facts(4))).toEqual([]);
  });
});

describe('a broken promise and a wrestler who quit', () => {
  it('fire from the week\'s events of the federation only; a kept promise is not news', () => {
    const world = setUp();
    const fed = player(world);
    const base = { federationId: fed.id, wrestlerId: 'w-1', name: 'Ace Hart', promiseId: 'p-1', promiseType: 'championship_match' as const, moraleChange: -8 };
    const [broken] = brokenPromise(world, fed, facts(3, [{ kind: 'promiseResolved', ...base, outcome: 'broken' }]));
    expect(broken?.text).toContain('Ace Hart');
    expect(broken?.href).toBe('/promises');
    expect(brokenPromise(world, fed, facts(3, [{ kind: 'promiseResolved', ...base, outcome: 'kept' }]))).toEqual([]);
    expect(brokenPromise(world, fed, facts(3, [{ kind: 'promiseResolved', ...base, federationId: 'someone-else', outcome: 'broken' }]))).toEqual([]);
    const quit: SimEvent = { kind: 'wrestlerQuit', federationId: fed.id, wrestlerId: 'w-1', name: 'Ace Hart', titles: ['Iron Crown'] };
    const [draft] = wrestlerQuit(world, fed, facts(3, [quit]));
    expect(draft?.text).toContain('Iron Crown');
    expect(draft?.href).toBe('/roster');
  });
});

describe('the fans\' week step', () => {
  it(`posts at most ${FAN_COMMENTS_PER_WEEK} a week, in the week that ended, with no event`, () => {
    const world = setUp();
    const fed = player(world);
    const ended = { ...world.calendar, totalWeeksProgressed: 12 };
    world.calendar.totalWeeksProgressed = 13;
    for (const id of ['a', 'b', 'c', 'd', 'e']) title(world, id, null, 12 - FAN_IDLE_TITLE_WEEKS);
    const week = { ended, earlier: [] } as unknown as WeekContext;
    expect(advanceFans(world, week)).toEqual([]);
    const mine = world.socialComments.filter((c) => c.federationId === fed.id);
    expect(mine).toHaveLength(FAN_COMMENTS_PER_WEEK);
    expect(mine.every((c) => c.weekIndex === 12 && c.showId === null)).toBe(true);
    expect(new Set(mine.map((c) => c.id)).size).toBe(mine.length);
  });
});
