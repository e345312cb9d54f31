import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { game, resetGame } from '#client/state/game.ts';
import { sampleGame, sampleMessages } from '#client/testing/gameFixture.ts';
import { resetMusic } from '#client/state/music.ts';
import { mockFetch } from '#client/test/mockFetch.ts';
import { renderAt } from '#client/test/renderAt.tsx';
import { GameShell } from './GameShell.tsx';
import { unreadLabel } from './unread.ts';

vi.mock('#client/net/gameConnection.ts', () => ({
  connectGame: vi.fn(async () => {}),
  leaveGame: vi.fn(async () => {}),
  requestCommand: vi.fn(async () => ({ ok: true, answer: { events: [] } })),
}));

const MENU = ['Shows', 'Roster', 'Staff', 'Rivalries', 'Global Scene', 'TV Networks', 'Championships', 'Finances', 'Product', 'Shop', 'Companies', 'Dealings', 'Promises', 'Messages', 'RumbleFeed', 'History', 'Next Week', 'Home', 'Main Homepage'];

function renderShell(path: string, unread = 1) {
  game.status = 'connected';
  game.state = sampleGame({ messages: sampleMessages(Math.max(unread, 1), unread) });
  return renderAt(path, <GameShell>page body</GameShell>);
}

describe('unread badge', () => {
  it('shows nothing at 0, the count up to 9 and 9+ above 9', () => {
    expect(unreadLabel(0)).toBe('');
    expect(unreadLabel(1)).toBe('1');
    expect(unreadLabel(9)).toBe('9');
    expect(unreadLabel(10)).toBe('9+');
    expect(unreadLabel(250)).toBe('9+');
  });
});

describe('game shell', () => {
  beforeEach(() => {
    resetGame();
    resetMusic();
    mockFetch({ 'GET /api/music': { body: { songs: [] } }, 'GET /api/profile': { body: { musicMuted: false, mutedSongs: [] } } });
  });

  it('lists every menu item in the sidebar, in order, with the current page marked', () => {
    renderShell('/dashboard');
    const sidebar = screen.getByTestId('sidebar');
    const links = within(sidebar).getAllByRole('link').map((link) => link.textContent?.replace(/\d+\+?|unread (messages?|reports?)/g, '').trim());
    expect(links.slice(1, 1 + MENU.length)).toEqual(MENU);
    expect(within(sidebar).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    expect(within(sidebar).getByRole('link', { name: 'Main Homepage' }).getAttribute('href')).toBe('/');
    expect(within(sidebar).getByRole('link', { name: 'Global Scene' }).getAttribute('href')).toBe('/global-wrestling-scene');
    expect(within(sidebar).getByRole('link', { name: 'Shop' }).getAttribute('href')).toBe('/shop');
    expect(within(sidebar).getByRole('button', { name: 'Save Game' })).toBeTruthy();
  });

  it('shows the federation, budget without decimals and the date in the header', () => {
    renderShell('/dashboard');
    expect(screen.getByTestId('federation-name').textContent).toBe('Thunder Valley Wrestling');
    expect(screen.getByTestId('federation-funds').textContent).toBe('$50,000');
    expect(screen.getByTestId('game-date').textContent).toBe('Week 1, January 2025');
    expect(screen.getByRole('link', { name: 'Help' }).getAttribute('href')).toBe('/game/help');
    expect(screen.getByRole('button', { name: 'Settings' })).toBeTruthy();
  });

  it('caps the unread badge at 9+ in the header and the menu', () => {
    renderShell('/dashboard', 12);
    expect(screen.getByTestId('header-unread').textContent).toContain('9+');
    expect(screen.getByTestId('nav-unread').textContent).toContain('9+');
    expect(screen.getByRole('link', { name: 'Messages (12 unread)' })).toBeTruthy();
  });

  it('counts unread staff reports on the Staff menu item', () => {
    resetGame();
    const reports = Object.fromEntries(
      ['r1', 'r2', 'r3'].map((id, i) => [id, { id, staffId: 's1', staffType: 'head_coach', week: 2, month: 'January', year: 2025, title: 'Training Report', content: '', data: '{}', isRead: i === 0, timestamp: i }]),
    );
    game.status = 'connected';
    game.state = sampleGame({ staffReports: reports });
    renderAt('/dashboard', <GameShell>page</GameShell>);
    const badge = screen.getByTestId('nav-unread-reports');
    expect(badge.textContent).toContain('2');
    expect(badge.textContent).toContain('2 unread reports');
  });

  it('shows the save problem dialog over any game screen while the room reports one', () => {
    game.status = 'connected';
    game.state = sampleGame({ saveProblem: { slot: 1, errorId: 'abcd1234', hasPrevious: true, previousWhen: 'Week 2, January 2025', lostWeeks: 0, lostCommands: 0, blocking: true } });
    renderAt('/roster', <GameShell>page body</GameShell>);
    const dialog = screen.getByTestId('save-problem-dialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('Your saved game could not be read');
    expect(within(dialog).getByTestId('save-problem-error-id').textContent).toBe('Error ID: abcd1234');
  });

  it('offers no Next Week once the federation has closed: the bottom bar leads to the game-over page', () => {
    game.status = 'connected';
    game.state = sampleGame({});
    game.state.federation.closed = true;
    renderAt('/game-over', <GameShell>page body</GameShell>);
    const bar = screen.getByTestId('bottom-bar');
    expect(within(bar).queryByRole('link', { name: 'Next Week' })).toBeNull();
    expect(within(bar).getByRole('link', { name: 'Game Over' }).getAttribute('href')).toBe('/game-over');
    expect(screen.queryByTestId('nav-next-week')).toBeNull();
  });

  it('has the mobile bottom bar, the footer version and the feedback tab', () => {
    renderShell('/roster');
    const bar = screen.getByTestId('bottom-bar');
    expect(within(bar).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/dashboard');
    expect(within(bar).getByRole('link', { name: 'Next Week' }).getAttribute('href')).toBe('/next-week');
    expect(within(bar).getByRole('link', { name: 'Wrestlers' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('app-version').textContent).toMatch(/^Alpha v\d+\.\d+\.\d+/);
    expect(screen.getByTestId('feedback-tab').textContent).toContain('Feedback');
    expect(screen.getByText('page body')).toBeTruthy();
  });

  it('opens the mobile menu with every item', async () => {
    renderShell('/dashboard');
    fireEvent.click(screen.getByTestId('open-mobile-menu'));
    const menu = await screen.findByTestId('mobile-menu');
    for (const label of MENU) expect(within(menu).getByRole('link', { name: new RegExp(`^${label}`) })).toBeTruthy();
    expect(within(menu).getByRole('link', { name: 'Shop' }).getAttribute('href')).toBe('/shop');
  });

  it('opens the feedback panel with the feedback form', async () => {
    renderShell('/dashboard');
    fireEvent.click(screen.getByTestId('feedback-tab'));
    const panel = await screen.findByTestId('feedback-panel');
    expect(within(panel).getByRole('heading', { name: 'Send Feedback' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Send Feedback' })).toBeTruthy();
  });
});
