// A show's revenue is the ledger lines it sums: the run page names what the figure
// holds from these lines, so TV money is never hidden behind "tickets and merchandise".
import { describe, expect, it } from 'vitest';
import { LEDGER_KIND_LABELS } from '../ledger/lines.ts';
import { player, startedWorld, TEST_NOW, withRoster } from '../testing/worlds.ts';
import { acceptTvOffer } from '../tv/tvDeals.ts';
import { addMatch } from './booking.ts';
import { runShow } from './runShow.ts';
import { createShow } from './scheduling.ts';
import { showRevenueLines } from './show.ts';

function runNight(withTv: boolean) {
  const world = startedWorld(6);
  player(world).funds = 500_000;
  const [a, b] = withRoster(world, 2);
  const show = createShow(world, 'player', { name: 'Harbor TV', weeksAhead: 0, venueId: 'cellar_door', ticketPrice: 10, frequency: 'weekly' });
  if (withTv) acceptTvOffer(world, 'player', 'local_community_tv', show.id);
  addMatch(world, 'player', show.id, { type: 'singles', stipulation: 'standard', participants: [a!.id, b!.id], championshipId: null, isExhibition: false, title: '' });
  runShow(world, 'player', show.id, world.rng, TEST_NOW);
  return { world, show, result: show.result! };
}

describe("a show's revenue lines", () => {
  it('with a TV deal: tickets, merchandise and the episode, as the ledger names and books them, summing to the revenue', () => {
    const { world, result } = runNight(true);
    const lines = showRevenueLines(result);
    expect(result.tvRevenue).toBe(3_000);
    expect(lines.map((l) => l.kind)).toEqual(['tickets', 'merchandise', 'tv']);
    expect(lines.map((l) => l.label)).toEqual([LEDGER_KIND_LABELS.tickets, LEDGER_KIND_LABELS.merchandise, LEDGER_KIND_LABELS.tv]);
    const booked = (kind: string) => player(world).currentLines.filter((l) => l.kind === kind).reduce((sum, l) => sum + l.amount, 0);
    for (const line of lines) expect(line.amount).toBe(booked(line.kind));
    expect(lines.reduce((sum, l) => sum + l.amount, 0)).toBe(result.revenue);
  });

  it('without a deal: no TV line, and the lines still sum to the revenue', () => {
    const { result } = runNight(false);
    const lines = showRevenueLines(result);
    expect(result.tvRevenue).toBe(0);
    expect(lines.map((l) => l.kind)).toEqual(['tickets', 'merchandise']);
    expect(lines.reduce((sum, l) => sum + l.amount, 0)).toBe(result.revenue);
  });
});
