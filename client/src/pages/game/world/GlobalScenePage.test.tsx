import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SceneFederation } from '#shared/sim/world/scene.ts';
import type { RelationView } from '#shared/sim/diplomacy/relationsView.ts';
import { requestCommand } from '#client/net/gameConnection.ts';
import { game, resetGame } from '#client/state/game.ts';
import { sampleGame } from '#client/testing/gameFixture.ts';
import { renderAt } from '#client/test/renderAt.tsx';
import { GlobalScenePage } from './GlobalScenePage.tsx';

vi.mock('#client/net/gameConnection.ts', () => ({
  connectGame: vi.fn(async () => {}),
  leaveGame: vi.fn(async () => {}),
  requestCommand: vi.fn(async () => ({ ok: true, answer: { events: [] } })),
}));

const mockedRequest = vi.mocked(requestCommand);

function card(overrides: Partial<SceneFederation> & { id: string; name: string }): SceneFederation {
  return {
    logo: '',
    isYou: false,
    controller: 'ai',
    tier: 'large',
    popularity: 50,
    trend: [48, 49, 50],
    popularityChange: 2,
    rosterSize: 8,
    champions: [],
    lastShow: null,
    personality: 'aggressive',
    personalityHint: 'Spends big on stars',
    ...overrides,
  };
}

const SCENE: SceneFederation[] = [
  card({ id: 'fed-1', name: 'Luna Libre Federation', popularity: 91.3, trend: [92, 91.6, 91.3], popularityChange: -0.7, champions: [{ title: 'Campeonato Mundial', holderName: 'Ledger Vane' }], lastShow: { name: 'Noche de Luna', rating: 5.64, date: 'Week 3, January 2025', weeksAgo: 1 } }),
  card({ id: 'fed-2', name: 'Granite State Grappling', tier: 'new', personality: 'defensive', personalityHint: 'Guards its money and keeps its roster' }),
  card({ id: 'player', name: 'Home Wrestling', isYou: true, controller: 'player', tier: 'player', popularity: 10, trend: [10], popularityChange: 0, rosterSize: 0, personality: null, personalityHint: null }),
];

async function open() {
  game.status = 'connected';
  game.state = sampleGame();
  renderAt('/global-wrestling-scene', <GlobalScenePage />);
  await act(async () => {});
}

describe('global wrestling scene page', () => {
  beforeEach(() => {
    resetGame();
    mockedRequest.mockReset();
  });

  it('shows every active federation as a card, yours marked You, with tier, popularity trend, champions, last show and personality', async () => {
    mockedRequest.mockResolvedValue({ ok: true, answer: { events: [], scene: SCENE } });
    await open();
    expect(mockedRequest).toHaveBeenCalledWith('getWorldScene', {});
    const cards = screen.getAllByTestId('scene-card');
    expect(cards.map((c) => within(c).getByTestId('scene-name').textContent)).toEqual(['Luna Libre Federation', 'Granite State Grappling', 'Home Wrestling']);
    const luna = cards[0]!;
    expect(within(luna).getByTestId('scene-tier').textContent).toBe('Large federation');
    expect(within(luna).getByTestId('scene-popularity').textContent).toBe('91.3');
    expect(within(luna).getByTestId('popularity-change').textContent).toContain('Popularity down 0.7 over 2 weeks');
    expect(within(luna).getByTestId('sparkline')).toBeTruthy();
    expect(within(luna).getByTestId('scene-champions').textContent).toContain('Campeonato Mundial');
    expect(within(luna).getByTestId('scene-champions').textContent).toContain('Ledger Vane');
    expect(within(luna).getByTestId('scene-last-show').textContent).toContain('Noche de Luna');
    expect(within(luna).getByTestId('scene-last-show').textContent).toContain('5.6 ★');
    expect(within(luna).getByTestId('scene-last-show').textContent).toContain('last week');
    expect(within(luna).getByTestId('scene-personality').textContent).toContain('Spends big on stars');
    expect(within(cards[1]!).getByTestId('scene-tier').textContent).toBe('New federation');
    const mine = cards[2]!;
    expect(within(mine).getByText('You')).toBeTruthy();
    expect(within(mine).getByTestId('scene-tier').textContent).toBe('Your federation');
    expect(within(mine).getByTestId('scene-last-show').textContent).toBe('No show yet');
    expect(within(mine).queryByTestId('scene-personality')).toBeNull();
    // No money of any federation on the scene.
    expect(screen.getByTestId('scene-page').textContent).not.toMatch(/\$|funds/i);
    // The ranking is not in the menu (the spec's list): the scene leads there.
    expect(screen.getByTestId('to-ranking').getAttribute('href')).toBe('/global-ranking');
  });

  it('says so when no federation runs yet', async () => {
    mockedRequest.mockResolvedValue({ ok: true, answer: { events: [], scene: [] } });
    await open();
    expect(screen.getByTestId('scene-empty').textContent).toBe('No federation is running yet.');
  });

  it('shows a loading state, then the refusal with a retry that asks again', async () => {
    let resolve!: (value: Awaited<ReturnType<typeof requestCommand>>) => void;
    mockedRequest.mockReturnValueOnce(new Promise((r) => (resolve = r)));
    game.status = 'connected';
    game.state = sampleGame();
    renderAt('/global-wrestling-scene', <GlobalScenePage />);
    expect(screen.getByTestId('world-loading')).toBeTruthy();
    await act(async () => resolve({ ok: false, rejected: false, message: 'Not connected to the game server.' }));
    expect(screen.getByTestId('world-error').textContent).toContain('Not connected to the game server.');
    mockedRequest.mockResolvedValue({ ok: true, answer: { events: [], scene: SCENE } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(screen.getAllByTestId('scene-card')).toHaveLength(3);
    // The scene asked twice (the relations badges are asked once beside it).
    expect(mockedRequest.mock.calls.filter(([name]) => name === 'getWorldScene')).toHaveLength(2);
  });

  it('shows your relationship with each other federation as a status badge, none on your own card', async () => {
    const relation = (federationId: string, score: number, status: RelationView['status']): RelationView => ({ federationId, name: federationId, logo: '', controller: 'ai', running: true, score, status, history: [], actions: [], loans: [], jointShows: [], offers: [] });
    mockedRequest.mockImplementation(async (name) =>
      name === 'getRelations'
        ? { ok: true, answer: { events: [], relations: { relations: [relation('fed-1', -60, 'hostile'), relation('fed-2', 55, 'allied')], quotes: null } } }
        : { ok: true, answer: { events: [], scene: SCENE } },
    );
    await open();
    expect(mockedRequest).toHaveBeenCalledWith('getRelations', {});
    const cards = screen.getAllByTestId('scene-card');
    expect(within(cards[0]!).getByTestId('scene-relation').textContent).toBe('Hostile -60');
    expect(within(cards[1]!).getByTestId('scene-relation').textContent).toBe('Allied +55');
    expect(within(cards[2]!).queryByTestId('scene-relation')).toBeNull();
  });

  it("links each federation's name to its company page", async () => {
    mockedRequest.mockResolvedValue({ ok: true, answer: { events: [], scene: SCENE } });
    await open();
    const cards = screen.getAllByTestId('scene-card');
    for (const element of cards) {
      const link = within(element).getByRole('link', { name: within(element).getByTestId('scene-name').textContent! });
      expect(link.getAttribute('href')).toBe(`/companies/${element.getAttribute('data-federation-id')}`);
    }
  });
});
