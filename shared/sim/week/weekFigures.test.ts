// "From last week" figures across a week with a show: show night moves funds and
// popularity before the advance, the advance settles the ledger and clones the weekly show; the change
// the dashboard and the week report show must count all of it.
import { describe, expect, it } from 'vitest';
import { signWrestler } from '../roster/signing.ts';
import { autoBook } from '../shows/autoBook.ts';
import { runShow } from '../shows/runShow.ts';
import { createShow } from '../shows/scheduling.ts';
import { hireStaff } from '../staff/hiring.ts';
import { player, startedWorld, TEST_NOW } from '../testing/worlds.ts';
import type { World } from '../world.ts';
import { advanceWeek } from './advanceWeek.ts';
import { changeFromLastWeek, changeThisWeek, lastWeekChange, weekFigures } from './weekFigures.ts';
import { executeCommand } from '../commands/table.ts';

const advance = (world: World) => advanceWeek(world, world.rng, TEST_NOW, executeCommand);

/** A founded federation that signed 6 market wrestlers and booked a weekly club show for this week. */
function weekWithShow(seed = 7) {
  const world = startedWorld(seed);
  for (const id of player(world).market.slice(0, 6)) signWrestler(world, 'player', id, { source: 'market', contractType: 'permanent', weeks: 5 });
  const show = createShow(world, 'player', { name: 'Friday Night Forge', weeksAhead: 0, venueId: 'rust_belt_social', ticketPrice: 20, frequency: 'weekly' });
  autoBook(world, 'player', show.id);
  return { world, show };
}

describe('week figures: the "from last week" changes', () => {
  it('opens the first week with the figures the federation was founded with', () => {
    const world = startedWorld(3);
    const founded = { funds: 50_000, popularity: 10, wrestlers: 0 };
    expect(player(world).weekOpening).toEqual(founded);
    expect(player(world).lastWeekOpening).toEqual(founded);
    expect(changeFromLastWeek(world, player(world))).toEqual({ from: founded, to: founded, change: { funds: 0, popularity: 0, wrestlers: 0 } });
  });

  it('counts show night and the advance in the change from last week (dashboard and week report)', () => {
    const { world, show } = weekWithShow();
    const federation = player(world);
    const opening = { funds: 50_000, popularity: 10, wrestlers: 0 };
    const nightEvents = runShow(world, 'player', show.id, world.rng, TEST_NOW);
    const night = nightEvents.find((e) => e.kind === 'showCompleted');
    expect(night && night.kind === 'showCompleted' && night.popularityChange).toBeGreaterThan(0);
    const afterNight = { funds: federation.funds, popularity: federation.popularity };
    expect(afterNight.popularity).toBeGreaterThan(10);

    advance(world);
    const now = { funds: federation.funds, popularity: federation.popularity, wrestlers: 6 };
    // The advance itself moved funds (bills, tax, the cloned show's rental) but not popularity (a show ran).
    expect(now.funds).not.toBe(afterNight.funds);
    expect(now.popularity).toBe(afterNight.popularity);

    const change = changeFromLastWeek(world, federation);
    expect(change.from).toEqual(opening);
    expect(change.to).toEqual(now);
    expect(change.change).toEqual({
      funds: Math.round(now.funds) - 50_000,
      popularity: (Math.round(now.popularity * 10) - 100) / 10,
      wrestlers: 6,
    });
    expect(change.change.popularity).toBeGreaterThan(0);
    // The week report says the same right after the advance, and its closing figures are the ones shown now.
    expect(lastWeekChange(federation)).toEqual(change);

    // The funds change is last week's ledger (opening to settlement) plus what the new week has paid so far.
    const week = federation.ledger.at(-1)!;
    expect(week.fundsBefore).toBe(50_000);
    const paidSinceSettlement = federation.currentLines.reduce((sum, line) => sum + line.amount, 0);
    expect(paidSinceSettlement).toBeLessThan(0); // the weekly show's clone, rented for the new week
    expect(change.change.funds).toBe(Math.round(week.fundsAfter + paidSinceSettlement) - 50_000);
  });

  it('keeps the week report fixed while the dashboard counts what the new week does', () => {
    const { world, show } = weekWithShow();
    const federation = player(world);
    runShow(world, 'player', show.id, world.rng, TEST_NOW);
    advance(world);
    const report = lastWeekChange(federation);
    const closing = weekFigures(world, federation);
    expect(federation.weekOpening).toEqual(closing);

    const pick = world.wrestlers.find((w) => federation.market.includes(w.id))!;
    signWrestler(world, 'player', pick.id, { source: 'market', contractType: 'permanent', weeks: 5 });
    expect(lastWeekChange(federation)).toEqual(report);
    const dashboard = changeFromLastWeek(world, federation);
    expect(dashboard.from).toEqual({ funds: 50_000, popularity: 10, wrestlers: 0 });
    expect(dashboard.change.wrestlers).toBe(7);
    expect(dashboard.change.funds).toBe(Math.round(federation.funds) - 50_000);
    expect(changeThisWeek(world, federation).change).toEqual({ funds: Math.round(federation.funds) - Math.round(closing.funds), popularity: 0, wrestlers: 1 });

    // The next advance: last week is now the second week, measured from its own opening.
    advance(world);
    expect(federation.lastWeekOpening).toEqual(closing);
    expect(changeFromLastWeek(world, federation).from).toEqual(closing);
    // No show this week: popularity -0.2, counted in the week's change.
    expect(lastWeekChange(federation).change.popularity).toBe(-0.2);
  });

  it('gives the head of talent the popularity change of the whole week, show night included', () => {
    const { world, show } = weekWithShow();
    const federation = player(world);
    federation.funds = 200_000;
    const talent = federation.staffCandidates.find((c) => c.type === 'head_of_talent');
    expect(talent).toBeDefined();
    hireStaff(world, 'player', talent!.id);
    runShow(world, 'player', show.id, world.rng, TEST_NOW);
    const gained = (Math.round(federation.popularity * 10) - 100) / 10;
    expect(gained).toBeGreaterThan(0);
    advance(world);
    const report = federation.staffReports.find((r) => r.staffType === 'head_of_talent');
    expect(report?.content).toContain(`(+${gained} this week)`);
    expect(report?.data).toMatchObject({ popularityChange: gained });
  });
});
