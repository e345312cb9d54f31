import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FederationStory } from '#shared/sim/history/federationStory.ts';
import { requestCommand } from '#client/net/gameConnection.ts';
import { game, resetGame } from '#client/state/game.ts';
import { sampleGame } from '#client/testing/gameFixture.ts';
import { renderAt } from '#client/test/renderAt.tsx';
import { GameShellRoutes } from '#client/routes/GameShellRoutes.tsx';
import { GameOverPage } from './GameOverPage.tsx';

vi.mock('#client/net/gameConnection.ts', () => ({
  connectGame: vi.fn(async () => {}),
  leaveGame: vi.fn(async () => {}),
  requestCommand: vi.fn(async () => ({ ok: true, answer: { events: [] } })),
}));

const mockedRequest = vi.mocked(requestCommand);

const story: FederationStory = {
  name: 'Thunder Valley Wrestling',
  founded: 'Week 1, January 2025',
  weeksRun: 31,
  showsRun: 24,
  bestShow: { name: 'Valley Brawl', date: 'Week 3, March 2025', rating: 4.6, attendance: 380 },
  peakPopularity: 22.4,
  popularity: 12,
  titles: [
    { name: 'Valley Heavyweight Championship', holderName: 'Kit Hollander' },
    { name: 'Valley Tag Titles', holderName: null },
  ],
  finalFunds: 0,
  loansTaken: 1,
  closed: 'Week 4, August 2025',
};

describe('the game-over screen', () => {
  beforeEach(() => {
    resetGame();
    mockedRequest.mockReset();
  });

  it('tells the federation’s story, then starts a New Game', async () => {
    mockedRequest.mockImplementation(async (name) => (name === 'getFederationStory' ? { ok: true, answer: { events: [], story } } : { ok: true, answer: { events: [] } }));
    const { currentPath } = renderAt('/game-over', <GameOverPage />);
    expect(screen.getByTestId('game-over-loading')).toBeTruthy();
    await screen.findByTestId('federation-story');
    expect(screen.getByTestId('game-over-title').textContent).toBe('Thunder Valley Wrestling has closed');
    expect(screen.getByTestId('story-founded').textContent).toBe('Week 1, January 2025');
    expect(screen.getByTestId('story-weeks').textContent).toBe('31');
    expect(screen.getByTestId('story-shows').textContent).toBe('24');
    expect(screen.getByTestId('story-peak').textContent).toBe('22.4');
    expect(screen.getByTestId('story-funds').textContent).toBe('$0');
    expect(screen.getByTestId('story-best-show').textContent).toContain('Valley Brawl (Week 3, March 2025): 4.6 stars before 380 fans.');
    expect(screen.getByTestId('story-titles').textContent).toContain('Valley Heavyweight Championship: Kit Hollander');
    expect(screen.getByTestId('story-titles').textContent).toContain('Valley Tag Titles: vacant');
    fireEvent.click(screen.getByTestId('game-over-new-game'));
    await waitFor(() => expect(currentPath()).toBe('/setup'));
    expect(mockedRequest).toHaveBeenCalledWith('newGame');
  });

  it('opens the federation’s history from its end', async () => {
    mockedRequest.mockImplementation(async (name) => (name === 'getFederationStory' ? { ok: true, answer: { events: [], story } } : { ok: true, answer: { events: [] } }));
    const { currentPath } = renderAt('/game-over', <GameOverPage />);
    await screen.findByTestId('federation-story');
    fireEvent.click(screen.getByTestId('game-over-history'));
    await waitFor(() => expect(currentPath()).toBe('/history'));
  });

  it('says when the story could not be read, and tries again', async () => {
    mockedRequest.mockResolvedValueOnce({ ok: false, rejected: false, message: 'Not connected' });
    mockedRequest.mockResolvedValueOnce({ ok: true, answer: { events: [], story: { ...story, bestShow: null, titles: [] } } });
    renderAt('/game-over', <GameOverPage />);
    expect((await screen.findByText('Not connected')).textContent).toBe('Not connected');
    fireEvent.click(screen.getByRole('button', { name: /try again/i }));
    await screen.findByTestId('federation-story');
    expect(screen.getByTestId('story-best-show').textContent).toContain('No show was ever run.');
    expect(screen.getByTestId('story-titles').textContent).toContain('No championship was created.');
  });

  it('every other page of a closed federation leads to its end; the inbox still opens', async () => {
    mockedRequest.mockResolvedValue({ ok: true, answer: { events: [], story } });
    game.status = 'connected';
    game.state = sampleGame();
    game.state.federation.closed = true;
    const first = renderAt('/roster', <GameShellRoutes />);
    await waitFor(() => expect(first.currentPath()).toBe('/game-over'));
    first.unmount();
    const inbox = renderAt('/messages', <GameShellRoutes />);
    await screen.findByTestId('messages-page');
    expect(inbox.currentPath()).toBe('/messages');
  });
});
