// The route table is the one list of the game's screens: the top-level match, the router (shell, bare,
// placeholders, the closed federation's guard) and the menu must all say what it says.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../App.tsx';
import { navGroups } from '../components/shell/navItems.ts';
import { game, resetGame } from '../state/game.ts';
import { resetSession } from '../state/session.ts';
import { mockFetch } from '../test/mockFetch.ts';
import { renderAt } from '../test/renderAt.tsx';
import { sampleGame } from '../testing/gameFixture.ts';
import { gameScreens, NAV_GROUPS, openWhenClosedPaths, type GameScreen } from './gameScreens.tsx';
import { GAME_ROUTE } from './gameRoutes.ts';

// No game server in these tests: the room connection does nothing.
vi.mock('../net/gameConnection.ts', () => ({
  connectGame: vi.fn(async () => {}),
  leaveGame: vi.fn(async () => {}),
  requestCommand: vi.fn(async () => ({ ok: true, answer: { events: [] } })),
}));

// Each built page is swapped for a stub naming its table path and params, so the router's test proves
// that the path opens the table's own entry (and stays fast: the real pages have their own tests).
vi.mock('./gameScreens.tsx', async (importOriginal) => {
  const named = (path: string, params: Record<string, string | undefined>) => JSON.stringify([...path.matchAll(/:([^/]+)/g)].map((m) => params[m[1]!]));
  const real = await importOriginal<typeof import('./gameScreens.tsx')>();
  const stub = (entry: GameScreen): GameScreen =>
    entry.render ? { ...entry, render: (params) => <p data-testid="page">{`${entry.path} ${named(entry.path, params)}`}</p> } : entry;
  const stubbed = real.gameScreens.map(stub);
  return { ...real, gameScreens: stubbed, shellScreens: stubbed.filter((s) => !s.bare), bareScreens: stubbed.filter((s) => s.bare) };
});

/** "/shows/:id/book" → "/shows/x1/book". */
const visit = (path: string) => path.replace(/:[^/]+/g, 'x1');

const signedIn = {
  'GET /api/auth/session': { body: { user: { id: 'u1', email: 'player@example.com' } } },
  'GET /api/music': { body: { songs: [] } },
  'GET /api/profile': { body: { musicMuted: false, mutedSongs: [] } },
};

describe('the route table', () => {
  beforeEach(() => {
    resetSession();
    resetGame();
    mockFetch(signedIn);
    game.status = 'connected';
    game.state = sampleGame();
  });
  afterEach(cleanup);

  it('hands every screen of the table, and nothing else, to the game', () => {
    for (const { path } of gameScreens) expect(GAME_ROUTE.test(visit(path)), path).toBe(true);
    for (const path of ['/', '/start', '/features', '/shows/x1/book/more', '/nowhere']) expect(GAME_ROUTE.test(path), path).toBe(false);
    expect(new Set(gameScreens.map((s) => s.path)).size).toBe(gameScreens.length);
  });

  it('gives every screen a page or a placeholder, never both', () => {
    for (const entry of gameScreens) expect(Boolean(entry.render) !== Boolean(entry.placeholder), entry.path).toBe(true);
  });

  it('builds the menu from the table: its nav entries in table order, grouped, then the homepage link', () => {
    expect(navGroups.map((group) => group.label)).toEqual([...NAV_GROUPS]);
    for (const group of navGroups) {
      const fromTable = gameScreens.filter((s) => s.nav?.group === group.label).map((s) => [s.path, s.nav!.label]);
      const links = group.items.filter((item) => item.href !== '/').map((item) => [item.href, item.label]);
      expect(links, group.label).toEqual(fromTable);
    }
    expect(navGroups.flatMap((g) => g.items).filter((item) => item.href === '/').map((item) => item.label)).toEqual(['Main Homepage']);
  });

  it.each(gameScreens.filter((s) => s.placeholder).map((s) => [s.path, s.placeholder!.title]))('shows %s as a "Coming soon" panel titled %s inside the shell', async (path, title) => {
    renderAt(visit(path), <App />);
    const panel = await screen.findByTestId('coming-soon');
    expect(within(panel).getByRole('heading', { name: title })).toBeTruthy();
    expect(screen.getByTestId('game-shell')).toBeTruthy();
  });

  it.each(gameScreens.filter((s) => s.render).map((s) => [s.path, s.bare ? 'bare' : 'in the shell']))('opens %s %s, as its own page', async (path, where) => {
    renderAt(visit(path), <App />);
    const params = [...path.matchAll(/:[^/]+/g)].map(() => 'x1');
    expect((await screen.findByTestId('page')).textContent).toBe(`${path} ${JSON.stringify(params)}`);
    expect(Boolean(screen.queryByTestId('game-shell'))).toBe(where === 'in the shell');
  });

  it.each(gameScreens.filter((s) => !s.bare).map((s) => [s.path, s.openWhenClosed ? 'stays open' : 'leads to /game-over']))('for a closed federation, %s %s', async (path, what) => {
    game.state = { ...sampleGame(), federation: { ...sampleGame().federation, closed: true } };
    const { currentPath } = renderAt(visit(path), <App />);
    await screen.findByTestId('game-shell');
    await waitFor(() => expect(currentPath()).toBe(what === 'stays open' ? visit(path) : '/game-over'));
    expect(openWhenClosedPaths.includes(path)).toBe(what === 'stays open');
  });
});
