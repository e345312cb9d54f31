import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from './App.tsx';
import { game, resetGame } from './state/game.ts';
import { sampleGame } from './testing/gameFixture.ts';
import { resetSession } from './state/session.ts';
import { mockFetch } from './test/mockFetch.ts';
import { renderAt } from './test/renderAt.tsx';

// No game server in these tests: the room connection does nothing.
vi.mock('./net/gameConnection.ts', () => ({
  connectGame: vi.fn(async () => {}),
  leaveGame: vi.fn(async () => {}),
  requestCommand: vi.fn(async () => ({ ok: true, answer: { events: [] } })),
}));

const signedOut = { 'GET /api/auth/session': { body: { user: null } }, 'GET /api/auth/providers': { body: { google: false } } };
const signedIn = { 'GET /api/auth/session': { body: { user: { id: 'u1', email: 'player@example.com' } } } };

describe('App routing and the session guard', () => {
  beforeEach(() => {
    resetSession();
    resetGame();
  });

  it('shows Loading... until the session check answers, then sends a signed-out visitor of /dashboard to /auth', async () => {
    let answer!: () => void;
    const gate = new Promise<void>((resolve) => (answer = resolve));
    mockFetch({
      ...signedOut,
      'GET /api/auth/session': async () => {
        await gate;
        return { body: { user: null } };
      },
    });
    const { currentPath } = renderAt('/dashboard', <App />);

    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(currentPath()).toBe('/dashboard');
    answer();

    await waitFor(() => expect(currentPath()).toBe('/auth'));
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeTruthy();
  });

  it.each(['/start', '/setup', '/roster', '/shows/7/book', '/multiplayer/room/r1/week-progression'])('redirects %s to /auth without a session', async (path) => {
    mockFetch(signedOut);
    const { currentPath } = renderAt(path, <App />);
    await waitFor(() => expect(currentPath()).toBe('/auth'));
  });

  it('sends a signed-in visitor of /auth to /start', async () => {
    mockFetch(signedIn);
    const { currentPath } = renderAt('/auth', <App />);
    await waitFor(() => expect(currentPath()).toBe('/start'));
    expect(await screen.findByRole('heading', { name: 'Ready for the main event?' })).toBeTruthy();
  });

  it('opens /legacy as the dashboard', async () => {
    mockFetch(signedIn);
    const { currentPath } = renderAt('/legacy', <App />);
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
  });

  it('shows a public page without signing in', async () => {
    mockFetch(signedOut);
    renderAt('/features', <App />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Everything a promoter does, in one game' })).toBeTruthy();
    expect(document.title).toBe('Features | Main Event Mogul');
  });

  it('shows in-game pages inside the game shell and /next-week bare', async () => {
    mockFetch({ ...signedIn, 'GET /api/music': { body: { songs: [] } }, 'GET /api/profile': { body: { musicMuted: false, mutedSongs: [] } } });
    game.status = 'connected';
    game.state = sampleGame();
    const { unmount } = renderAt('/messages', <App />);
    expect(await screen.findByTestId('messages-page')).toBeTruthy();
    expect(screen.getByTestId('game-shell')).toBeTruthy();
    unmount();

    renderAt('/next-week', <App />);
    expect(await screen.findByTestId('next-week-page')).toBeTruthy();
    expect(screen.queryByTestId('game-shell')).toBeNull();
  });

  it('shows public site pages without waiting for the session check', async () => {
    mockFetch({ ...signedOut, 'GET /api/auth/session': () => new Promise(() => {}) });
    // The landing page's carousel (embla) watches its slides; jsdom has no IntersectionObserver.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
        takeRecords() {
          return [];
        }
      },
    );
    renderAt('/', <App />);
    expect(screen.getByRole('heading', { level: 1, name: /Main Event/ })).toBeTruthy();
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  it('shows the not-found page for an unknown path', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch(signedOut);
    renderAt('/definitely/not/here', <App />);
    expect(await screen.findByRole('heading', { name: 'Oops! Page not found' })).toBeTruthy();
  });
});
