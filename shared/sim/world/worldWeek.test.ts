import { describe, expect, it } from 'vitest';
import { POPULARITY_DROP_WITHOUT_SHOW } from '#shared/rules/federation.ts';
import { executeCommand } from '../commands/table.ts';
import { createFederation } from '../createFederation.ts';
import { SimRefusal } from '../refusal.ts';
import { TEST_NOW, withRoster } from '../testing/worlds.ts';
import { advanceWeek } from '../week/advanceWeek.ts';
import { seatFederationId, type World } from '../world.ts';
import { createWorld } from '../createWorld.ts';
import { dateOfWeekIndex, worldWeek } from './worldWeek.ts';

const ctx = { now: TEST_NOW };

function aiWorld(seed: number): { world: World; me: string } {
  const world = createWorld(seed, { aiFederations: true });
  const me = seatFederationId(world);
  createFederation(world, me, { name: 'Test Wrestling', logo: '' }, world.rng, TEST_NOW);
  withRoster(world, 6, me);
  // Enough money for the best free agents' wages: these tests are about the view, not the budget.
  world.federations.find((f) => f.id === me)!.funds = 1_000_000;
  return { world, me };
}

/** The player books, auto-books and runs a show this week, then Next Week. */
function playWeek(world: World, me: string): void {
  const show = executeCommand(world, 'createShow', me, { name: 'Home Night', weeksAhead: 0, venueId: 'cellar_door', ticketPrice: 10, frequency: 'special' }, ctx).show!;
  executeCommand(world, 'autoBook', me, { showId: show.id }, ctx);
  executeCommand(world, 'runShow', me, { showId: show.id }, ctx);
  advanceWeek(world, world.rng, TEST_NOW, executeCommand);
}

describe('this week around the world (worldWeek)', () => {
  it('is null before the first week has ended', () => {
    const { world, me } = aiWorld(7);
    expect(worldWeek(world, me)).toBeNull();
    expect(() => worldWeek(world, me, 0)).toThrow(new SimRefusal('That week has not been completed yet.'));
  });

  it("lists every running federation's completed shows of exactly that week, yours first, with no private figures", () => {
    const { world, me } = aiWorld(7);
    for (let i = 0; i < 3; i += 1) playWeek(world, me);
    expect(world.calendar.totalWeeksProgressed).toBe(3);
    for (const weekIndex of [0, 1, 2]) {
      const view = weekIndex === 2 ? worldWeek(world, me)! : worldWeek(world, me, weekIndex)!;
      expect(view.weekIndex).toBe(weekIndex);
      expect({ week: view.week, month: view.month, year: view.year }).toEqual(dateOfWeekIndex(world.calendar, weekIndex));
      const [first, ...rivals] = view.federations;
      expect(first).toMatchObject({ federationId: me, isYou: true, name: 'Test Wrestling' });
      expect(first!.shows.map((s) => s.name)).toEqual(['Home Night']);
      expect(rivals.length).toBeGreaterThanOrEqual(2);
      for (const row of view.federations) {
        const expected = world.shows.filter((s) => s.federationId === row.federationId && s.weekIndex === weekIndex && s.hasBeenRun);
        expect(row.shows.map((s) => s.showId)).toEqual(expected.map((s) => s.id));
        for (const [i, show] of row.shows.entries()) {
          const source = expected[i]!;
          expect(show).toMatchObject({ name: source.name, rating: source.result!.rating.value, attendance: source.result!.attendance, popularityChange: source.result!.popularityChange });
          const main = source.segments.at(-1)!;
          expect(show.mainEvent).toMatchObject({ title: main.title, participants: main.participants.map((id) => world.wrestlers.find((w) => w.id === id)!.name) });
          if (main.kind === 'match' && main.result && !main.result.isDraw) expect(show.mainEvent!.winners.length).toBeGreaterThan(0);
        }
        if (row.shows.length === 0) expect(row.popularityChange).toBe(-POPULARITY_DROP_WITHOUT_SHOW);
        else expect(row.popularityChange).toBeCloseTo(row.shows.reduce((sum, s) => sum + s.popularityChange, 0), 5);
      }
      // Rivals with a show come before those without, by their best rating.
      const best = rivals.map((r) => (r.shows.length ? Math.max(...r.shows.map((s) => s.rating)) : -1));
      expect(best).toEqual(best.toSorted((a, b) => b - a));
      const all = view.federations.flatMap((f) => f.shows);
      expect(view.best?.rating).toBe(Math.max(...all.map((s) => s.rating)));
      // Only public figures: no money of anyone's in the view.
      const json = JSON.stringify(view);
      for (const secret of ['profit', 'revenue', 'funds', 'ticketRevenue', 'costs', 'rentalPaid', 'contract', 'salary']) expect(json).not.toContain(`"${secret}"`);
    }
    // The rivals held shows in these weeks (seed 7).
    const rivalShows = [0, 1, 2].flatMap((i) => worldWeek(world, me, i)!.federations.filter((f) => !f.isYou).flatMap((f) => f.shows));
    expect(rivalShows.length).toBeGreaterThan(0);
  });

  it('a federation without a show lists the drop it actually took: none at popularity 0, the rest below 0.2', () => {
    const { world, me } = aiWorld(8);
    const player = world.federations.find((f) => f.id === me)!;
    player.popularity = 0;
    player.popularityHistory = [0];
    advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    expect(player.popularity).toBe(0);
    expect(worldWeek(world, me)!.federations[0]).toMatchObject({ isYou: true, shows: [], popularityChange: 0 });

    player.popularity = 0.1;
    player.popularityHistory = [0.1];
    advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    expect(player.popularity).toBe(0);
    expect(worldWeek(world, me)!.federations[0]!.popularityChange).toBe(-0.1);

    player.popularity = 20;
    player.popularityHistory = [20];
    advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    expect(worldWeek(world, me)!.federations[0]!.popularityChange).toBe(-POPULARITY_DROP_WITHOUT_SHOW);
  });

  it('refuses a week not completed yet and an unknown federation', () => {
    const { world, me } = aiWorld(7);
    playWeek(world, me);
    expect(() => worldWeek(world, me, 1)).toThrow('That week has not been completed yet.');
    expect(() => worldWeek(world, 'nobody')).toThrow('That federation does not exist.');
  });

  it('is the same through the command table, and changes nothing', () => {
    const { world, me } = aiWorld(7);
    playWeek(world, me);
    const before = JSON.stringify(world);
    const result = executeCommand(world, 'getWorldWeek', me, {}, ctx);
    expect(result.worldWeek).toEqual(worldWeek(world, me, 0));
    expect(JSON.stringify(world)).toBe(before);
  });
});
