import { describe, expect, it } from 'vitest';
import { roundPopularity } from '#shared/rules/federation.ts';
import { executeCommand } from '../commands/table.ts';
import type { SimEvent } from '../events.ts';
import { autoBook } from '../shows/autoBook.ts';
import { runShow } from '../shows/runShow.ts';
import { createShow } from '../shows/scheduling.ts';
import { TEST_NOW, startedWorld, withRoster } from '../testing/worlds.ts';
import { advanceWeek } from '../week/advanceWeek.ts';
import { playerFederation, type World } from '../world.ts';
import { advanceAging, birthdayWeekOf } from './aging.ts';
import { startTraining } from './training.ts';
import { noteWrestlerChange, popularityChangesOf, skillChangesOf, takeWrestlerWeekChanges, type WrestlerChange } from './wrestlerWeekChanges.ts';

type WeekChangesEvent = Extract<SimEvent, { kind: 'wrestlerWeekChanges' }>;

function changesIn(events: readonly SimEvent[]): WrestlerChange[] {
  return events.filter((e): e is WeekChangesEvent => e.kind === 'wrestlerWeekChanges').flatMap((e) => e.changes);
}

function advance(world: World): SimEvent[] {
  return advanceWeek(world, world.rng, TEST_NOW, executeCommand);
}

/** A founded federation of 8 with money to spare and a show this week. */
function showWorld(seed: number): { world: World; showId: string } {
  const world = startedWorld(seed);
  withRoster(world, 8);
  playerFederation(world).funds = 1_000_000;
  createShow(world, playerFederation(world).id, { name: 'Harbor Nights', weeksAhead: 0, venueId: 'union_hall_1500', ticketPrice: 30, frequency: 'weekly' });
  const show = world.shows.find((s) => !s.hasBeenRun)!;
  autoBook(world, playerFederation(world).id, show.id);
  return { world, showId: show.id };
}

describe("the week report's wrestler changes", () => {
  it("lists a match's popularity change with its reason and parts, and each wrestler's changes sum to their week", () => {
    const { world, showId } = showWorld(2734);
    const federation = playerFederation(world);
    const before = new Map(world.wrestlers.filter((w) => w.federationId === federation.id).map((w) => [w.id, w.popularity]));
    runShow(world, federation.id, showId, world.rng, TEST_NOW);
    const events = advance(world);
    const popularity = popularityChangesOf(changesIn(events));
    expect(popularity.length).toBeGreaterThan(0);
    for (const row of popularity) {
      expect(row.reason).toMatch(/^(Match|Promo) at Harbor Nights$/);
      expect(row.change).not.toBe(0);
      // Within the 0-100 bounds the parts make the change (the parts are before the bounds).
      if (row.value > 0 && row.value < 100) expect(roundPopularity(row.parts!.reduce((sum, p) => sum + p.amount, 0))).toBeCloseTo(row.change, 6);
    }
    // The figures sum: each listed wrestler's changes make their popularity's move over the week.
    for (const [id, from] of before) {
      const wrestler = world.wrestlers.find((w) => w.id === id)!;
      const listed = popularity.filter((row) => row.wrestlerId === id).reduce((sum, row) => sum + row.change, 0);
      expect(listed, wrestler.name).toBeCloseTo(wrestler.popularity - from, 6);
    }
    // The report keeps them; the new week starts with none noted.
    expect(changesIn(federation.lastWeekReport!.events)).toEqual(changesIn(events));
    expect(federation.weekWrestlerChanges).toBeUndefined();
  });

  it('lists a finished training course as a skill change with its reason, in the week it finishes only', () => {
    const world = startedWorld(11);
    const federation = playerFederation(world);
    const [trainee] = withRoster(world, 3);
    federation.funds = 1_000_000;
    const skill = 'agility';
    const from = trainee!.skills[skill];
    startTraining(world, federation.id, trainee!.id, skill);
    const weeks = trainee!.training.totalWeeks;
    for (let week = 1; week < weeks; week += 1) expect(skillChangesOf(changesIn(advance(world)))).toEqual([]);
    const rows = skillChangesOf(changesIn(advance(world)));
    expect(rows).toEqual([{ wrestlerId: trainee!.id, name: trainee!.name, what: skill, change: trainee!.skills[skill] - from, value: trainee!.skills[skill], reason: 'Training completed' }]);
    expect(rows[0]!.change).toBeGreaterThan(0);
  });

  it("lists a birthday's skill changes with the age turned as their reason", () => {
    const world = startedWorld(3);
    const federation = playerFederation(world);
    const [veteran] = withRoster(world, 1);
    veteran!.age = 37;
    const before = { ...veteran!.skills };
    world.calendar.totalWeeksProgressed = birthdayWeekOf(veteran!.id);
    advanceAging(world, TEST_NOW, world.rng);
    const rows = takeWrestlerWeekChanges(world).flatMap((e) => (e.kind === 'wrestlerWeekChanges' ? e.changes : []));
    const moved = Object.entries(veteran!.skills).filter(([skill, value]) => value !== before[skill as keyof typeof before]);
    expect(rows.map((r) => [r.what, r.change, r.reason])).toEqual(moved.map(([skill, value]) => [skill, value - before[skill as keyof typeof before], 'Turned 38']));
    expect(federation.weekWrestlerChanges).toBeUndefined();
  });

  it("notes nothing for a free agent, a computer-run federation's wrestler or no change; a week without changes has no event", () => {
    const world = startedWorld(5);
    const federation = playerFederation(world);
    const [own] = withRoster(world, 1);
    const free = world.wrestlers.find((w) => w.federationId === null)!;
    noteWrestlerChange(world, free, { what: 'popularity', change: 1, value: 50, reason: 'Match at Elsewhere' });
    noteWrestlerChange(world, own!, { what: 'strength', change: 0, value: 60, reason: 'Training completed' });
    expect(federation.weekWrestlerChanges).toBeUndefined();
    world.federations.push({ ...federation, id: 'rival', ai: {} as never, weekWrestlerChanges: undefined });
    own!.federationId = 'rival';
    noteWrestlerChange(world, own!, { what: 'popularity', change: 2, value: 52, reason: 'Match at Rival Night' });
    expect(world.federations.find((f) => f.id === 'rival')!.weekWrestlerChanges).toBeUndefined();
    expect(takeWrestlerWeekChanges(world)).toEqual([]);
  });
});
