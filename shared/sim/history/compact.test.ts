import { describe, expect, it } from 'vitest';
import { autoBook } from '../shows/autoBook.ts';
import { runShow } from '../shows/runShow.ts';
import { createShow } from '../shows/scheduling.ts';
import { player, startedWorld, TEST_NOW, withRoster } from '../testing/worlds.ts';
import { advanceWeek } from '../week/advanceWeek.ts';
import { DETAIL_WEEKS_KEPT } from './compact.ts';

describe('history without bloat', () => {
  it('folds the details of shows and ledger weeks older than 12 weeks, keeping what a player reads', () => {
    const world = startedWorld(12);
    player(world).funds = 1_000_000;
    withRoster(world, 8);
    const first = createShow(world, 'player', { name: 'Old Show', weeksAhead: 0, venueId: 'neon_lantern', ticketPrice: 20, frequency: 'special' });
    autoBook(world, 'player', first.id);
    runShow(world, 'player', first.id, world.rng, TEST_NOW);
    const before = structuredClone(first);
    for (let i = 0; i < DETAIL_WEEKS_KEPT; i += 1) advanceWeek(world, world.rng, TEST_NOW);
    expect(first.segments[0]!.result!.rating.parts.length).toBeGreaterThan(0);
    const firstWeek = structuredClone(player(world).ledger[0]!);
    advanceWeek(world, world.rng, TEST_NOW);
    // The card, winners and stars stay; segment breakdowns, changes and crowd lines go.
    expect(first.result).toEqual(before.result);
    for (const [index, segment] of first.segments.entries()) {
      const old = before.segments[index]!;
      expect(segment.title).toBe(old.title);
      expect(segment.participants).toEqual(old.participants);
      expect(segment.result!.rating).toEqual({ value: old.result!.rating.value, parts: [] });
      expect(segment.result!.changes).toEqual([]);
      if (segment.kind === 'match' && old.kind === 'match') expect((segment.result as typeof old.result)!.winners).toEqual(old.result!.winners);
    }
    // The week keeps its totals, one line per kind and payment time, adding up to the same.
    const week = player(world).ledger[0]!;
    expect({ ...week, lines: [] }).toEqual({ ...firstWeek, lines: [] });
    const sum = (lines: { amount: number }[]) => Math.round(lines.reduce((a, l) => a + l.amount, 0) * 100) / 100;
    expect(sum(week.lines)).toBe(sum(firstWeek.lines));
    expect(week.lines.length).toBeLessThan(firstWeek.lines.length);
    expect(week.lines.find((l) => l.kind === 'wrestler_salary')?.label).toBe('Wrestler salaries (8 lines)');
  });
});

describe("an AI federation's old shows are folded to a summary (issue 18 figures: a 10-year AI world's save)", () => {
  it('keeps the figures and the main event of an AI show older than 12 weeks, and every detail of a newer one', async () => {
    const { createWorld, seatFederationId } = await import('../world.ts');
    const { createFederation } = await import('../createFederation.ts');
    const world = createWorld(5, { aiFederations: true });
    createFederation(world, seatFederationId(world), { name: 'Test Wrestling', logo: '' }, world.rng, TEST_NOW);
    const aiShows = () => world.shows.filter((s) => s.federationId !== 'player' && s.hasBeenRun);
    for (let i = 0; i < 3; i += 1) advanceWeek(world, world.rng, TEST_NOW);
    const early = aiShows().map((show) => structuredClone(show));
    expect(early.length).toBeGreaterThan(0);
    expect(early.some((show) => show.segments.length > 1)).toBe(true);
    for (let i = 0; i < DETAIL_WEEKS_KEPT + 1; i += 1) advanceWeek(world, world.rng, TEST_NOW);
    for (const before of early) {
      const show = world.shows.find((s) => s.id === before.id)!;
      const main = before.segments.at(-1)!;
      // The figures stay (rating, attendance, money); the breakdowns go.
      const { attendanceBreakdown: _fans, rating, ...figures } = before.result!;
      expect(show.result).toEqual({ ...figures, rating: { value: rating.value, parts: [] } });
      // Only the main event stays, with its winner and title outcome (what the news and history pages read).
      expect(show.segments).toHaveLength(1);
      expect(show.segments[0]).toMatchObject({ id: main.id, kind: main.kind, title: main.title, participants: main.participants });
      if (main.kind === 'match' && show.segments[0]!.kind === 'match') {
        expect(show.segments[0]!.result).toMatchObject({ winners: main.result!.winners, isDraw: main.result!.isDraw, title: main.result!.title, rating: { value: main.result!.rating.value, parts: [] } });
        expect(show.segments[0]!.bookingReason).toBeNull();
      }
    }
    // A recent AI show keeps its whole card.
    const recent = aiShows().filter((s) => s.weekIndex >= world.calendar.totalWeeksProgressed - 2);
    expect(recent.some((show) => show.segments.length > 1)).toBe(true);
  });

  it("leaves a lone player's old shows with their whole card", () => {
    const world = startedWorld(12);
    player(world).funds = 1_000_000;
    withRoster(world, 8);
    const show = createShow(world, 'player', { name: 'Old Show', weeksAhead: 0, venueId: 'neon_lantern', ticketPrice: 20, frequency: 'special' });
    autoBook(world, 'player', show.id);
    runShow(world, 'player', show.id, world.rng, TEST_NOW);
    const segments = show.segments.length;
    for (let i = 0; i < DETAIL_WEEKS_KEPT + 2; i += 1) advanceWeek(world, world.rng, TEST_NOW);
    expect(show.segments).toHaveLength(segments);
    expect(show.result!.attendanceBreakdown).toBeDefined();
  });
});
