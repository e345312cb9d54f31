// Retired wrestlers keep a page: the record the world keeps and getWrestler's answer.
import { describe, expect, it } from 'vitest';
import { RETIRED_RECORDS_KEPT } from '#shared/rules/aging.ts';
import { awardChampionship, createChampionship } from '../championships/championship.ts';
import { migrateWorld } from '../migrations.ts';
import { TEST_NOW, startedWorld, withRoster } from '../testing/worlds.ts';
import { seatFederationId, WORLD_VERSION } from '../world.ts';
import { createWorld } from '../createWorld.ts';
import { wrestlerViewFor } from '../world/wrestlerView.ts';
import { retireWrestlers } from './aging.ts';
import { retiredLine, type RetiredWrestler } from './retired.ts';
import { usedWrestlerIds } from './rookies.ts';

describe('a retired wrestler', () => {
  it('leaves a record: date, age, last federation, titles held, record and looks', () => {
    const world = startedWorld(21);
    const federationId = seatFederationId(world);
    const federation = world.federations.find((f) => f.id === federationId)!;
    const [champion] = withRoster(world, 3);
    const title = createChampionship(world, federationId, { name: 'World Heavyweight Championship' });
    awardChampionship(world, federationId, title.id, champion!.id);
    champion!.age = 41;
    champion!.matchStats = { wins: 30, losses: 12, draws: 2, totalMatches: 44 };
    const calendar = { ...world.calendar };
    retireWrestlers(world, [champion!], TEST_NOW);
    expect(world.retired).toHaveLength(1);
    expect(world.retired[0]).toMatchObject({
      id: champion!.id,
      name: champion!.name,
      gender: champion!.gender,
      style: champion!.style,
      masked: champion!.masked,
      age: 41,
      retiredWeekIndex: calendar.totalWeeksProgressed,
      retiredOn: { week: calendar.week, month: calendar.month, year: calendar.year },
      lastFederationId: federationId,
      lastFederationName: federation.name,
      titlesHeld: ['World Heavyweight Championship'],
      matchStats: { wins: 30, losses: 12, draws: 2, totalMatches: 44 },
    });
    expect(retiredLine(world.retired[0]!)).toBe(`Retired (Week ${calendar.week}, ${calendar.month} ${calendar.year}, aged 41), last with ${federation.name}`);
  });

  it('answers getWrestler with the record instead of "Wrestler not found."', () => {
    const world = startedWorld(22);
    const federationId = seatFederationId(world);
    const [veteran] = withRoster(world, 2);
    retireWrestlers(world, [veteran!], TEST_NOW);
    const view = wrestlerViewFor(world, federationId, veteran!.id);
    expect(view).toEqual({ retired: world.retired[0], contractHolder: null });
    expect(() => wrestlerViewFor(world, federationId, 'nobody-at-all')).toThrow('Wrestler not found.');
  });

  it('retiring a free agent says so, and a rookie never takes a kept retiree’s id', () => {
    const world = startedWorld(23);
    const free = world.wrestlers.find((w) => w.federationId === null)!;
    retireWrestlers(world, [free], TEST_NOW);
    const record = world.retired[0]!;
    expect(record.lastFederationId).toBeNull();
    expect(retiredLine(record)).toMatch(/^Retired \(Week \d, \w+ \d+, aged \d+\) as a free agent$/);
    expect(usedWrestlerIds(world).has(free.id)).toBe(true);
  });

  it(`keeps only the most recent ${RETIRED_RECORDS_KEPT} records`, () => {
    const world = createWorld(24);
    const template = structuredClone(world.wrestlers[0]!);
    const many = Array.from({ length: RETIRED_RECORDS_KEPT + 5 }, (_, i) => ({ ...structuredClone(template), id: `old-timer-${i}`, name: `Old Timer ${i}` }));
    world.wrestlers.push(...many);
    retireWrestlers(world, many, TEST_NOW);
    expect(world.retired).toHaveLength(RETIRED_RECORDS_KEPT);
    expect(world.retired[0]!.id).toBe('old-timer-5');
    expect(world.retired.at(-1)!.id).toBe(`old-timer-${RETIRED_RECORDS_KEPT + 4}`);
  });

  it('a version-14 save migrates with no retirees kept', () => {
    const v14 = JSON.parse(JSON.stringify(createWorld(25))) as Record<string, unknown>;
    delete v14.retired;
    v14.version = 14;
    const migrated = migrateWorld(v14);
    expect(migrated.version).toBe(WORLD_VERSION);
    expect(migrated.retired).toEqual([] satisfies RetiredWrestler[]);
  });
});
