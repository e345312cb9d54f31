import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { powerScore } from '#shared/rules/power.ts';
import type { RankedWrestler, WorldRanking } from '#shared/sim/world/ranking.ts';
import { requestCommand } from '#client/net/gameConnection.ts';
import { game, resetGame } from '#client/state/game.ts';
import { sampleGame } from '#client/testing/gameFixture.ts';
import { renderAt } from '#client/test/renderAt.tsx';
import { GlobalRankingPage } from './GlobalRankingPage.tsx';

vi.mock('#client/net/gameConnection.ts', () => ({
  connectGame: vi.fn(async () => {}),
  leaveGame: vi.fn(async () => {}),
  requestCommand: vi.fn(async () => ({ ok: true, answer: { events: [] } })),
}));

const mockedRequest = vi.mocked(requestCommand);

function wrestler(rank: number, overrides: Partial<RankedWrestler> = {}): RankedWrestler {
  return { rank, id: `w${rank}`, name: `Wrestler ${rank}`, federationId: 'fed-1', federationName: 'Luna Libre Federation', popularity: 100 - rank, rating: 400 - rank, category: 'A', isYours: false, ...overrides };
}

const top = Array.from({ length: 50 }, (_, i) => wrestler(i + 1, i === 2 ? { federationId: null, federationName: null } : i === 4 ? { federationId: 'player', federationName: 'Home Wrestling', isYours: true } : {}));

const RANKING: WorldRanking = {
  federations: [
    { rank: 1, id: 'fed-1', name: 'Luna Libre Federation', logo: '', isYou: false, popularity: 91, power: powerScore({ popularity: 91, recentRatings: [5, 6], popularityChange: -1 }) },
    { rank: 2, id: 'player', name: 'Home Wrestling', logo: '', isYou: true, popularity: 30, power: powerScore({ popularity: 30, recentRatings: [6], popularityChange: 4 }) },
    { rank: 3, id: 'fed-3', name: 'Riverside Rumble League', logo: '', isYou: false, popularity: 19, power: powerScore({ popularity: 19, recentRatings: [], popularityChange: -1 }) },
  ],
  byPopularity: { top, yourBest: top[4]!, total: 210 },
  byRating: { top: top.map((w) => ({ ...w, isYours: false, federationName: w.isYours ? 'Luna Libre Federation' : w.federationName })), yourBest: wrestler(73, { name: 'Kit Hollander', federationId: 'player', federationName: 'Home Wrestling', isYours: true, rating: 301 }), total: 210 },
};

async function open(ranking: WorldRanking = RANKING) {
  mockedRequest.mockResolvedValue({ ok: true, answer: { events: [], ranking } });
  game.status = 'connected';
  game.state = sampleGame();
  renderAt('/global-ranking', <GlobalRankingPage />);
  await act(async () => {});
}

describe('global ranking page', () => {
  beforeEach(() => {
    resetGame();
    mockedRequest.mockReset();
  });

  it('ranks the federations by power score, yours highlighted with its place, each with the parts of its score', async () => {
    await open();
    expect(mockedRequest).toHaveBeenCalledWith('getRanking', {});
    const rows = screen.getAllByTestId('ranking-federation');
    expect(rows.map((r) => within(r).getByTestId('ranking-name').textContent)).toEqual(['Luna Libre Federation', 'Home Wrestling', 'Riverside Rumble League']);
    expect(rows.map((r) => r.getAttribute('data-you'))).toEqual([null, 'true', null]);
    expect(screen.getByTestId('ranking-your-place').textContent).toBe('You are #2 of 3');
    expect(screen.getByTestId('to-scene').getAttribute('href')).toBe('/global-wrestling-scene');
    expect(within(rows[1]!).getByTestId('ranking-rank').textContent).toBe('Rank 2');
    // Home: 30 popularity x 0.5 = 15, one 6-star show = 60 x 0.3 = 18, +4 popularity = 70 x 0.2 = 14: 47.
    expect(within(rows[1]!).getByTestId('ranking-power').textContent).toBe('47.0');
    const parts = within(rows[1]!).getByTestId('ranking-parts').textContent;
    expect(parts).toContain('Popularity: +15.0');
    expect(parts).toContain('Recent show quality: +18.0');
    expect(parts).toContain('Momentum: +14.0');
  });

  it('lists the top wrestlers by popularity with free agents and your rows marked, sortable, and your best place', async () => {
    await open();
    const table = screen.getByTestId('by-popularity');
    const rows = within(table).getAllByTestId('ranking-wrestler-row');
    expect(rows).toHaveLength(50);
    expect(rows[2]!.textContent).toContain('Free agent');
    expect(rows.filter((r) => r.getAttribute('data-yours')).map((r) => r.textContent)).toEqual([expect.stringContaining('Wrestler 5')]);
    expect(screen.getByTestId('by-popularity-your-best').textContent).toBe('Your best: #5 of 210 · Wrestler 5 (popularity 95)');
    fireEvent.click(within(table).getByTestId('by-popularity-sort-rank'));
    expect(within(table).getAllByTestId('ranking-wrestler-row')[0]!.textContent).toContain('Wrestler 50');
  });

  it('shows your best by rating even outside the top 50', async () => {
    await open();
    await act(async () => {
      fireEvent.mouseDown(screen.getByTestId('ranking-tab-rating'));
      fireEvent.click(screen.getByTestId('ranking-tab-rating'));
    });
    const table = screen.getByTestId('by-rating');
    expect(within(table).queryAllByTestId('ranking-wrestler-row').filter((r) => r.getAttribute('data-yours'))).toHaveLength(0);
    expect(screen.getByTestId('by-rating-your-best').textContent).toBe('Your best: #73 of 210 · Kit Hollander (rating 301)');
  });

  it('says when you have no wrestler to place', async () => {
    await open({ ...RANKING, byPopularity: { ...RANKING.byPopularity, yourBest: null } });
    expect(screen.getByTestId('by-popularity-your-best').textContent).toContain('Your best: none yet');
  });

  it('links each federation to its company page and each wrestler to their page', async () => {
    await open();
    const rows = screen.getAllByTestId('ranking-federation');
    expect(within(rows[0]!).getByRole('link', { name: 'Luna Libre Federation' }).getAttribute('href')).toBe('/companies/fed-1');
    const table = within(screen.getByTestId('by-popularity'));
    expect(table.getByRole('link', { name: 'Wrestler 1' }).getAttribute('href')).toBe('/wrestler/w1');
    expect(table.getAllByRole('link', { name: 'Luna Libre Federation' })[0]!.getAttribute('href')).toBe('/companies/fed-1');
    // A free agent has no federation to link to.
    const freeAgentRow = table.getAllByTestId('ranking-wrestler-row')[2]!;
    expect(within(freeAgentRow).getAllByRole('link')).toHaveLength(1);
  });
});
