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
