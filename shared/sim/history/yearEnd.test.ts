// A year's end (docs/rules/history.md "Year by year" and "The Hall of Fame"): recorded when the week
// advance crosses from December into January and not before, ranked by the global ranking's power score;
// the Hall of Fame's score at its threshold and its class cap.
import { describe, expect, it } from 'vitest';
import { HOF_CLASS_MAX, HOF_INDUCTION_THRESHOLD, HOF_POINTS_PER_POPULARITY } from '#shared/rules/history.ts';
import { executeCommand } from '../commands/table.ts';
import type { RetiredWrestler } from '../roster/retired.ts';
import { player, startedWorld, TEST_NOW } from '../testing/worlds.ts';
import { figuresAiWorld, playAiWeek } from '../testing/aiWorld.ts';
import { advanceWeek } from '../week/advanceWeek.ts';
import { federationRanking } from '../world/ranking.ts';
import type { World } from '../world.ts';
import { candidatesOf, hallOfFameScore, hallOfFameView, inductClass, qualifies } from './hallOfFame.ts';
import { yearByYear } from './yearByYear.ts';

function advance(world: World): void {
  advanceWeek(world, world.rng, TEST_NOW, executeCommand);
}

describe('the year’s end', () => {
  it('records the year when the advance crosses from December into January, not a week before', () => {
    const world = startedWorld(5);
    while (!(world.calendar.month === 'December' && world.calendar.week === 4)) advance(world);
    expect(player(world).yearEnds).toEqual([]);
    advance(world);
    expect(world.calendar).toMatchObject({ week: 1, month: 'January', year: 2026 });
    expect(player(world).yearEnds).toHaveLength(1);
    expect(player(world).yearEnds[0]).toMatchObject({ year: 2025, rank: 1, federations: 1 });
    // The funds as the new year opens: the last week's settlement is in them.
    expect(player(world).yearEnds[0]!.funds).toBe(player(world).funds);
    advance(world);
    expect(player(world).yearEnds).toHaveLength(1);
    const view = yearByYear(world, player(world).id);
    expect(view.years.map((y) => [y.year, y.live])).toEqual([
      [2025, false],
      [2026, true],
    ]);
  });

  it('ranks each running federation by the global ranking’s power score', () => {
    const world = figuresAiWorld(9);
    for (let week = 0; week < 48; week += 1) playAiWeek(world);
    const ranking = federationRanking(world, player(world).id);
    for (const row of ranking) {
      const record = world.federations.find((f) => f.id === row.id)!.yearEnds.at(-1)!;
      expect(record).toMatchObject({ year: 2025, rank: row.rank, power: row.power.value, federations: ranking.length });
    }
    const ranks = ranking.map((row) => world.federations.find((f) => f.id === row.id)!.yearEnds.at(-1)!.rank);
    expect(ranks).toEqual(ranking.map((_, i) => i + 1));
  });
});

function retiree(world: World, id: string, popularity: number, year = world.calendar.year, wins = 0): RetiredWrestler {
  const record: RetiredWrestler = {
    id,
    name: `Legend ${id}`,
    gender: 'male',
    style: 'Technician',
    masked: false,
    nationality: 'USA',
    bio: '',
    age: 40,
    yearsInIndustry: 0,
    totalPoints: 300,
    category: 'B',
    popularity,
    matchStats: { wins, losses: 0, draws: 0, totalMatches: wins },
    retiredWeekIndex: world.calendar.totalWeeksProgressed,
    retiredOn: { week: 1, month: 'March', year },
    lastFederationId: player(world).id,
    lastFederationName: player(world).name,
    titlesHeld: ['World Title', 'Tag Titles'],
  };
  world.retired.push(record);
  return record;
}

describe('the Hall of Fame', () => {
  it('scores five capped parts that sum to the score', () => {
    const score = hallOfFameScore({ titlesHeld: ['A', 'B', 'C', 'D'], matchStats: { wins: 300, losses: 0, draws: 0, totalMatches: 300 }, popularity: 100, yearsInIndustry: 40 }, 500);
    expect(score.parts.map((p) => p.amount)).toEqual([30, 30, 25, 20, 10]);
    expect(score.score).toBe(115);
  });

  it('inducts at the threshold and not just below it', () => {
    const world = startedWorld(6);
    // Two titles give 20 points; popularity makes up the rest to exactly the threshold, and a tenth below.
    const atPopularity = (HOF_INDUCTION_THRESHOLD - 20) / HOF_POINTS_PER_POPULARITY;
    const at = retiree(world, 'at', atPopularity);
    const below = retiree(world, 'below', atPopularity - 0.5);
    const [scoreAt, scoreBelow] = [at, below].map((r) => hallOfFameScore(r, 0).score);
    expect(scoreAt).toBe(HOF_INDUCTION_THRESHOLD);
    expect(scoreBelow).toBe(HOF_INDUCTION_THRESHOLD - 0.1);
    expect(qualifies(scoreAt!)).toBe(true);
    expect(qualifies(scoreBelow!)).toBe(false);
    const inducted = inductClass(world, world.calendar.year);
    expect(inducted.map((h) => h.wrestlerId)).toEqual(['at']);
    expect(inducted[0]!.parts.reduce((sum, p) => sum + p.amount, 0)).toBeCloseTo(inducted[0]!.score, 5);
    // Once inducted, never again; the one below waits no longer (their year is judged once).
    expect(inductClass(world, world.calendar.year)).toEqual([]);
  });

  it('inducts at most HOF_CLASS_MAX a year, the best-scored, only from that year’s retirees', () => {
    const world = startedWorld(6);
    // Two titles (20) and 30 wins (15) with popularity 90 and less (18 and less): all above the threshold.
    for (let i = 0; i < HOF_CLASS_MAX + 2; i += 1) retiree(world, `r${i}`, 90 - i, world.calendar.year, 30);
    retiree(world, 'last_year', 100, world.calendar.year - 1, 30);
    const inducted = inductClass(world, world.calendar.year);
    expect(inducted.map((h) => h.wrestlerId)).toEqual(['r0', 'r1', 'r2'].slice(0, HOF_CLASS_MAX));
    const view = hallOfFameView(world, player(world).id);
    expect(view.inductees.every((h) => h.wasYours)).toBe(true);
    // The ones left of this year are still listed as this year's retirees.
    expect(candidatesOf(world, world.calendar.year).map((c) => c.wrestlerId)).toEqual(['r3', 'r4']);
    // The next year, they are listed as passed over (beyond the class's cap), best first.
    world.calendar = { ...world.calendar, year: world.calendar.year + 1 };
    expect(hallOfFameView(world, player(world).id).passedOver.map((c) => [c.wrestlerId, c.qualifies])).toEqual([
      ['r3', true],
      ['r4', true],
    ]);
  });

  it('inducts the year’s class when the year ends in an AI world, from that year’s retirees', () => {
    const world = figuresAiWorld(2);
    for (let week = 0; week < 48 * 2; week += 1) {
      const before = world.hallOfFame.length;
      playAiWeek(world);
      // Each inductee is in the world's news of the week they were inducted.
      for (const inductee of world.hallOfFame.slice(before)) {
        const news = world.news.find((n) => n.headline === `${inductee.name} is inducted into the Hall of Fame`);
        expect(news).toMatchObject({ wrestlerIds: [inductee.wrestlerId], importance: 2, weekIndex: world.calendar.totalWeeksProgressed });
      }
    }
    expect(world.hallOfFame.length).toBeGreaterThan(0);
    for (const inductee of world.hallOfFame) {
      const record = world.retired.find((r) => r.id === inductee.wrestlerId)!;
      expect(record.retiredOn.year).toBe(inductee.classYear);
      expect(inductee.score).toBeGreaterThanOrEqual(HOF_INDUCTION_THRESHOLD);
    }
    const perYear = new Map<number, number>();
    for (const h of world.hallOfFame) perYear.set(h.classYear, (perYear.get(h.classYear) ?? 0) + 1);
    for (const count of perYear.values()) expect(count).toBeLessThanOrEqual(HOF_CLASS_MAX);
  });
});
