// A world that lasts decades (docs/rules/roster.md): birthdays, the age curve, retirement, rookies.
import { describe, expect, it } from 'vitest';
import { slugify } from '#shared/data/slug.ts';
import { findWrestler } from '#shared/data/wrestlers.ts';
import {
  AGING_SKILL_CURVE,
  CRAFT_DECLINE_SHARE,
  RETIREMENT_BASE_CHANCE,
  RETIREMENT_CHANCE_PER_POINT_LOST,
  RETIREMENT_CHANCE_PER_YEAR,
  RETIREMENT_FORCED_AGE,
  RETIREMENT_MIN_AGE,
  ROOKIE_AGE,
  ROOKIE_FREE_AGENT_FLOOR,
  WEEKS_PER_YEAR_OF_AGE,
  agingSkillRange,
  retirementChance,
} from '#shared/rules/aging.ts';
import { categoryForRating, wrestlerRating } from '#shared/rules/rating.ts';
import { SKILLS } from '#shared/rules/training.ts';
import { awardChampionship, createChampionship } from '../championships/championship.ts';
import { createFederation } from '../createFederation.ts';
import { createRngState } from '../rng.ts';
import { TEST_NOW, startedWorld, withRoster } from '../testing/worlds.ts';
import { advanceWeek } from '../week/advanceWeek.ts';
import { seatFederationId, type World } from '../world.ts';
import { createWorld } from '../createWorld.ts';
import { advanceAging, birthdayWeekOf, celebrateBirthday, retireWrestlers, retirementText } from './aging.ts';
import { ROOKIE_HEAD_COUNT_TARGET, arriveRookies, makeRookie, rookiesNeeded, usedWrestlerIds } from './rookies.ts';
import { setFederationOf, type Wrestler } from './wrestler.ts';
import { executeCommand } from '../commands/table.ts';

function aiWorld(seed: number): World {
  const world = createWorld(seed, { aiFederations: true });
  createFederation(world, seatFederationId(world), { name: 'Test Wrestling', logo: '' }, world.rng, TEST_NOW);
  return world;
}

function copyOf(wrestler: Wrestler): Wrestler {
  return structuredClone(wrestler);
}

describe('birthdays', () => {
  it('spreads birthdays over the 52 weeks of the year by id', () => {
    const world = createWorld(1);
    const weeks = new Set(world.wrestlers.map((w) => birthdayWeekOf(w.id)));
    for (const week of weeks) expect(week).toBeGreaterThanOrEqual(0);
    for (const week of weeks) expect(week).toBeLessThan(WEEKS_PER_YEAR_OF_AGE);
    expect(weeks.size).toBeGreaterThan(30);
  });

  it('makes every wrestler exactly one year older (and a year longer in the business) every 52 weeks', () => {
    const world = createWorld(7, { aiFederations: true });
    const before = new Map(world.wrestlers.map((w) => [w.id, { age: w.age, years: w.yearsInIndustry }]));
    for (let weekIndex = 1; weekIndex <= WEEKS_PER_YEAR_OF_AGE; weekIndex += 1) {
      world.calendar = { ...world.calendar, totalWeeksProgressed: weekIndex };
      advanceAging(world, TEST_NOW, world.rng);
    }
    const stayed = world.wrestlers.filter((w) => before.has(w.id));
    expect(stayed.length).toBeGreaterThan(80);
    for (const wrestler of stayed) {
      expect(wrestler.age, wrestler.name).toBe(before.get(wrestler.id)!.age + 1);
      expect(wrestler.yearsInIndustry, wrestler.name).toBe(before.get(wrestler.id)!.years + 1);
    }
    // A second year: one more each.
    for (let weekIndex = WEEKS_PER_YEAR_OF_AGE + 1; weekIndex <= 2 * WEEKS_PER_YEAR_OF_AGE; weekIndex += 1) {
      world.calendar = { ...world.calendar, totalWeeksProgressed: weekIndex };
      advanceAging(world, TEST_NOW, world.rng);
    }
    for (const wrestler of world.wrestlers.filter((w) => before.has(w.id))) expect(wrestler.age).toBe(before.get(wrestler.id)!.age + 2);
  });

  it('ages the wrestlers of a world with AI federations through the week advance, and never those of a lone player', () => {
    const lone = startedWorld(3);
    const living = aiWorld(3);
    const loneAges = lone.wrestlers.map((w) => [w.id, w.age] as const);
    const livingAges = new Map(living.wrestlers.map((w) => [w.id, w.age]));
    for (let week = 0; week < WEEKS_PER_YEAR_OF_AGE; week += 1) {
      advanceWeek(lone, lone.rng, TEST_NOW, executeCommand);
      advanceWeek(living, living.rng, TEST_NOW, executeCommand);
    }
    expect(lone.wrestlers.map((w) => [w.id, w.age] as const)).toEqual(loneAges);
    const stayed = living.wrestlers.filter((w) => livingAges.has(w.id));
    for (const wrestler of stayed) expect(wrestler.age).toBe(livingAges.get(wrestler.id)! + 1);
  });
});

describe('the age curve', () => {
  it('has the documented bands', () => {
    expect(agingSkillRange(19)).toEqual({ min: 2, max: 6 });
    expect(agingSkillRange(23)).toEqual({ min: 2, max: 6 });
    expect(agingSkillRange(24)).toEqual({ min: 1, max: 4 });
    expect(agingSkillRange(30)).toEqual({ min: 0, max: 2 });
    expect(agingSkillRange(33)).toEqual({ min: -2, max: 1 });
    expect(agingSkillRange(36)).toEqual({ min: -4, max: 0 });
    expect(agingSkillRange(40)).toEqual({ min: -5, max: -1 });
    expect(agingSkillRange(41)).toEqual({ min: -7, max: -2 });
    expect(agingSkillRange(49)).toEqual({ min: AGING_SKILL_CURVE.at(-1)!.min, max: AGING_SKILL_CURVE.at(-1)!.max });
  });

  it('grows every skill of a young wrestler and recomputes rating, category and asking salary', () => {
    const world = createWorld(11);
    const rng = createRngState(5);
    const young = world.wrestlers.find((w) => w.age <= 21 && Object.values(w.skills).every((v) => v <= 90))!;
    const before = copyOf(young);
    const outcome = celebrateBirthday(young, 10, rng);
    expect(young.age).toBe(before.age + 1);
    expect(outcome).toMatchObject({ pointsLost: 0, retires: false });
    // Each skill moved, and the outcome says so as the history does.
    expect(outcome.changes).toEqual(young.history.slice(-SKILLS.length));
    for (const skill of SKILLS) {
      const change = young.skills[skill] - before.skills[skill];
      expect(change, skill).toBeGreaterThanOrEqual(2);
      expect(change, skill).toBeLessThanOrEqual(6);
    }
    expect(young.totalPoints).toBe(wrestlerRating({ popularity: young.popularity, ...young.skills }));
    expect(young.totalPoints).toBeGreaterThan(before.totalPoints);
    expect(young.category).toBe(categoryForRating(young.totalPoints));
    expect(young.askingSalary).toBeGreaterThanOrEqual(150);
    expect(young.history.at(-1)).toMatchObject({ week: 10, reason: `Turned ${young.age}` });
  });

  it('declines an old wrestler, the craft skills at half the rate', () => {
    const world = createWorld(11);
    const veteran = world.wrestlers.find((w) => w.age >= 38)!;
    veteran.age = 44;
    for (const skill of SKILLS) veteran.skills[skill] = 60;
    const rng = createRngState(9);
    const outcome = celebrateBirthday(veteran, 3, rng);
    let lost = 0;
    for (const skill of SKILLS) {
      const change = veteran.skills[skill] - 60;
      lost -= change;
      if (skill === 'technic' || skill === 'charisma') {
        expect(change, skill).toBeGreaterThanOrEqual(Math.trunc(-7 * CRAFT_DECLINE_SHARE));
        expect(change, skill).toBeLessThanOrEqual(Math.trunc(-2 * CRAFT_DECLINE_SHARE));
      } else {
        expect(change, skill).toBeGreaterThanOrEqual(-7);
        expect(change, skill).toBeLessThanOrEqual(-2);
      }
    }
    expect(outcome.pointsLost).toBe(lost);
    expect(lost).toBeGreaterThan(0);
  });

  it('keeps skills between 1 and 100', () => {
    const world = createWorld(2);
    const wrestler = world.wrestlers[0]!;
    wrestler.age = 20;
    for (const skill of SKILLS) wrestler.skills[skill] = 99;
    celebrateBirthday(wrestler, 0, createRngState(1));
    for (const skill of SKILLS) expect(wrestler.skills[skill]).toBe(100);
    wrestler.age = 48;
    for (const skill of SKILLS) wrestler.skills[skill] = 2;
    celebrateBirthday(wrestler, 0, createRngState(1));
    for (const skill of SKILLS) expect(wrestler.skills[skill]).toBeGreaterThanOrEqual(1);
  });
});

describe('the retirement curve', () => {
  it('is 0 below 30, rises by 2.5 points a year and half a point per skill point lost, and is certain at 50', () => {
    expect(RETIREMENT_MIN_AGE).toBe(30);
    expect(retirementChance(29, 40)).toBe(0);
    expect(retirementChance(30, 0)).toBeCloseTo(RETIREMENT_BASE_CHANCE, 10);
    expect(retirementChance(30, 0)).toBeCloseTo(0.01, 10);
    expect(retirementChance(35, 0)).toBeCloseTo(0.01 + 5 * RETIREMENT_CHANCE_PER_YEAR, 10);
    expect(retirementChance(40, 0)).toBeCloseTo(0.26, 10);
    expect(retirementChance(40, 10)).toBeCloseTo(0.26 + 10 * RETIREMENT_CHANCE_PER_POINT_LOST, 10);
    expect(retirementChance(40, 10)).toBeCloseTo(0.31, 10);
    expect(retirementChance(49, 0)).toBeCloseTo(0.485, 10);
    expect(retirementChance(49, 200)).toBe(1);
    expect(retirementChance(RETIREMENT_FORCED_AGE, 0)).toBe(1);
    for (let age = 30; age < 50; age += 1) expect(retirementChance(age + 1, 0)).toBeGreaterThan(retirementChance(age, 0));
  });

  it('retires a wrestler turning 50, and nobody under 30', () => {
    const world = createWorld(4);
    const [old, young] = [world.wrestlers[0]!, world.wrestlers[1]!];
    old.age = 49;
    young.age = 25;
    expect(celebrateBirthday(old, 0, createRngState(1)).retires).toBe(true);
    for (let seed = 1; seed <= 50; seed += 1) {
      const copy = copyOf(young);
      copy.age = 28;
      expect(celebrateBirthday(copy, 0, createRngState(seed)).retires).toBe(false);
    }
  });

  it('retires about as often as the curve says (seeded: 2000 birthdays at 40)', () => {
    const world = createWorld(4);
    const base = world.wrestlers[0]!;
    let retired = 0;
    let expected = 0;
    const rng = createRngState(123);
    for (let i = 0; i < 2000; i += 1) {
      const copy = copyOf(base);
      copy.age = 39;
      for (const skill of SKILLS) copy.skills[skill] = 70;
      const outcome = celebrateBirthday(copy, 0, rng);
      expected += retirementChance(40, outcome.pointsLost);
      if (outcome.retires) retired += 1;
    }
    expect(Math.abs(retired - expected)).toBeLessThan(60);
  });
});

describe('a retirement', () => {
  it("vacates the champion's titles, releases them from the roster with a message, and removes them from the world and markets", () => {
    const world = startedWorld(21);
    const federationId = seatFederationId(world);
    const [champion] = withRoster(world, 3);
    const title = createChampionship(world, federationId, { name: 'World Heavyweight Championship' });
    awardChampionship(world, federationId, title.id, champion!.id);
    world.federations[0]!.market.push(champion!.id);
    champion!.age = 38;
    const events = retireWrestlers(world, [champion!], TEST_NOW);
    expect(events).toEqual([{ kind: 'wrestlerReleased', federationId, wrestlerId: champion!.id, name: champion!.name, reason: 'retired' }]);
    expect(title.holderId).toBeNull();
    expect(title.history.at(-1)).toMatchObject({ event: 'vacated', holder: null, eventDescription: `Retired: ${champion!.name}'s reign ended` });
    expect(world.wrestlers.some((w) => w.id === champion!.id)).toBe(false);
    for (const federation of world.federations) expect(federation.market).not.toContain(champion!.id);
    const message = world.messages.at(-1)!;
    expect(message).toMatchObject({ federationId, type: 'wrestler_departure', title: 'Retirement', isRead: false });
    expect(message.content).toBe(retirementText(champion!));
    expect(message.content).toBe(`${champion!.name} has retired from wrestling at 38, after ${champion!.yearsInIndustry} years in the business, and leaves your roster.`);
  });

  it('happens on the birthday: a champion turning 50 retires through the week step and the title is vacated', () => {
    const world = aiWorld(5);
    const federationId = seatFederationId(world);
    const [champion] = withRoster(world, 3);
    const title = createChampionship(world, federationId, { name: 'Crown Championship', holderId: champion!.id });
    champion!.age = 49;
    world.calendar = { ...world.calendar, totalWeeksProgressed: birthdayWeekOf(champion!.id) + WEEKS_PER_YEAR_OF_AGE };
    const events = advanceAging(world, TEST_NOW, world.rng);
    expect(events).toContainEqual({ kind: 'wrestlerReleased', federationId, wrestlerId: champion!.id, name: champion!.name, reason: 'retired' });
    expect(title.holderId).toBeNull();
    expect(world.wrestlers.find((w) => w.id === champion!.id)).toBeUndefined();
  });
});

describe('rookies', () => {
  it('are made by the catalog generator: original names, a slug id, young, low categories, consistent figures', () => {
    const world = createWorld(31);
    const used = usedWrestlerIds(world);
    const rng = createRngState(77);
    const names = new Set<string>();
    for (let i = 0; i < 300; i += 1) {
      const rookie = makeRookie(rng, used);
      used.add(rookie.id);
      expect(rookie.id).toBe(slugify(rookie.name));
      expect(findWrestler(rookie.id), rookie.name).toBeUndefined();
      expect(names.has(rookie.id)).toBe(false);
      names.add(rookie.id);
      expect(rookie.age).toBeGreaterThanOrEqual(ROOKIE_AGE.min);
      expect(rookie.age).toBeLessThanOrEqual(ROOKIE_AGE.max);
      expect(['F', 'E', 'D', 'C']).toContain(rookie.category);
      expect(rookie.totalPoints).toBe(wrestlerRating({ popularity: rookie.popularity, ...rookie.skills }));
      expect(rookie.yearsInIndustry).toBeLessThan(rookie.age - 15);
      expect(rookie.federationId).toBeNull();
      expect(rookie.contract).toBeNull();
      expect(rookie.wasRecentChampion).toBe(false);
      expect(rookie.bio).not.toContain('{nationality}');
      expect(rookie.bio).toContain(rookie.nationality);
      expect(rookie.askingSalary).toBeGreaterThanOrEqual(150);
    }
  });

  it('refill the world to its head count after retirements', () => {
    const world = createWorld(8, { aiFederations: true });
    // A new world with rivals holds the catalog and its founding newcomers (rookies.ts arriveFoundingNewcomers).
    const above = world.wrestlers.length - ROOKIE_HEAD_COUNT_TARGET;
    expect(above).toBeGreaterThan(0);
    expect(rookiesNeeded(world)).toBe(0);
    retireWrestlers(world, world.wrestlers.filter((w) => w.federationId === null).slice(0, above + 12), TEST_NOW);
    expect(rookiesNeeded(world)).toBe(12);
    const arrived = arriveRookies(world, world.rng);
    expect(arrived).toHaveLength(12);
    expect(world.wrestlers.length).toBe(ROOKIE_HEAD_COUNT_TARGET);
    expect(new Set(world.wrestlers.map((w) => w.id)).size).toBe(world.wrestlers.length);
  });

  it('keep at least 30 free agents however many are signed', () => {
    const world = startedWorld(8);
    const federationId = seatFederationId(world);
    for (const wrestler of world.wrestlers.slice(0, world.wrestlers.length - 20)) setFederationOf(world, wrestler, federationId);
    expect(rookiesNeeded(world)).toBe(ROOKIE_FREE_AGENT_FLOOR - 20);
    arriveRookies(world, world.rng);
    expect(world.wrestlers.filter((w) => w.federationId === null)).toHaveLength(ROOKIE_FREE_AGENT_FLOOR);
    expect(world.wrestlers.length).toBe(ROOKIE_HEAD_COUNT_TARGET + 10);
  });
});
