// "This week around the world" on the dashboard and "Around the world" in the week report:
// both ask getWorldWeek and show the shows of the last completed week, yours first and highlighted.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { WorldWeek } from '#shared/sim/world/worldWeek.ts';
import { requestCommand } from '#client/net/gameConnection.ts';
import { renderAt } from '#client/test/renderAt.tsx';
import { AroundTheWorldCard } from './AroundTheWorldCard.tsx';
import { AroundTheWorldSection } from './AroundTheWorldSection.tsx';
import { formatPopularityChange, popularityChangeTone } from './WorldWeekRows.tsx';

vi.mock('#client/net/gameConnection.ts', () => ({
  connectGame: vi.fn(async () => {}),
  leaveGame: vi.fn(async () => {}),
  requestCommand: vi.fn(async () => ({ ok: true, answer: { events: [] } })),
}));
const mockedRequest = vi.mocked(requestCommand);

const main = { title: 'Main Event', kind: 'match' as const, participants: ['Ace Storm', 'Blaze Khan'], winners: ['Blaze Khan'], isDraw: false };
const WEEK: WorldWeek = {
  weekIndex: 1,
  week: 2,
  month: 'January',
  year: 2025,
  federations: [
    { federationId: 'player', name: 'Home Wrestling', logo: '', controller: 'player', isYou: true, popularity: 14.9, popularityChange: 0.8, shows: [{ showId: 's1', name: 'Home Night', rating: 4.2, attendance: 180, popularityChange: 0.8, mainEvent: main }] },
    { federationId: 'ai-1', name: 'Titan Pro Wrestling', logo: '', controller: 'ai', isYou: false, popularity: 88, popularityChange: 1.4, shows: [{ showId: 's2', name: 'Titan Thunder', rating: 6.6, attendance: 9000, popularityChange: 1.4, mainEvent: main }] },
    { federationId: 'ai-2', name: 'Small Town Grapple', logo: '', controller: 'ai', isYou: false, popularity: 18, popularityChange: -0.2, shows: [] },
  ],
  best: { federationId: 'ai-1', federationName: 'Titan Pro Wrestling', isYou: false, showId: 's2', showName: 'Titan Thunder', rating: 6.6 },
};

beforeEach(() => {
  mockedRequest.mockReset();
  mockedRequest.mockResolvedValue({ ok: true, answer: { events: [], worldWeek: WEEK } });
});

describe("the dashboard's This week around the world", () => {
  it('compares your show with the rivals\u2019 of the last completed week, yours first and highlighted, and links to the global scene', async () => {
    renderAt('/dashboard', <AroundTheWorldCard weeksPlayed={2} />);
    const card = screen.getByTestId('around-the-world');
    expect(within(card).getByRole('heading', { name: 'This week around the world' })).toBeDefined();
    await waitFor(() => expect(within(card).getAllByTestId('world-week-row')).toHaveLength(3));
    expect(mockedRequest).toHaveBeenCalledWith('getWorldWeek', {});
    const rows = within(card).getAllByTestId('world-week-row');
    expect(rows[0]!.getAttribute('data-you')).toBe('true');
    expect(within(rows[0]!).getByText('You')).toBeDefined();
    expect(rows.map((row) => within(row).getByTestId('world-week-federation').textContent)).toEqual(['Home Wrestling', 'Titan Pro Wrestling', 'Small Town Grapple']);
    expect(within(rows[0]!).getByTestId('world-week-rating').textContent).toBe('4.2 ★ stars');
    expect(within(rows[1]!).getByTestId('world-week-rating').textContent).toBe('6.6 ★ stars');
    expect(within(rows[1]!).getByText('Best show')).toBeDefined();
    expect(within(rows[2]!).getByText('No show this week')).toBeDefined();
    expect(within(rows[2]!).getByTestId('world-week-popularity').textContent).toBe('−0.2 popularity');
    expect(within(card).getByTestId('around-the-world-date').textContent).toBe('Week 2, January 2025');
    expect(within(card).getByRole('link', { name: 'Global scene' }).getAttribute('href')).toBe('/global-wrestling-scene');
  });

  it('says "No shows yet" before the first week, without asking the room', () => {
    renderAt('/dashboard', <AroundTheWorldCard weeksPlayed={0} />);
    expect(within(screen.getByTestId('around-the-world')).getByText('No shows yet')).toBeDefined();
    expect(mockedRequest).not.toHaveBeenCalled();
  });

  it('says what went wrong when the room refuses', async () => {
    mockedRequest.mockResolvedValue({ ok: false, rejected: false, message: 'Not connected to the game.' });
    renderAt('/dashboard', <AroundTheWorldCard weeksPlayed={3} />);
    expect((await screen.findByRole('alert')).textContent).toBe('Not connected to the game.');
  });
});

describe("the week report's Around the world", () => {
  it('lists each rival with its show, rating, main event and popularity change, and names the best show of the week', async () => {
    renderAt('/next-week', <AroundTheWorldSection weeksPlayed={2} />);
    const section = screen.getByTestId('week-around-the-world');
    expect(within(section).getByRole('heading', { name: 'Around the world' })).toBeDefined();
    expect(within(section).getByRole('status').textContent).toContain('Loading how the rivals did');
    await waitFor(() => expect(within(section).getAllByTestId('world-week-row')).toHaveLength(2));
    const rows = within(section).getAllByTestId('world-week-row');
    // Only the rivals: your own show is the report's "What happened".
    expect(rows.map((row) => within(row).getByTestId('world-week-federation').textContent)).toEqual(['Titan Pro Wrestling', 'Small Town Grapple']);
    expect(within(rows[0]!).getByTestId('world-week-show-name').textContent).toBe('Titan Thunder');
    expect(within(rows[0]!).getByTestId('world-week-rating').textContent).toBe('6.6 ★ stars');
    expect(within(rows[0]!).getByText(/Main event: Blaze Khan def\. Ace Storm/)).toBeDefined();
    expect(within(rows[0]!).getByTestId('world-week-popularity').textContent).toBe('+1.4 popularity');
    expect(within(section).getByTestId('best-show-of-week').textContent).toBe("The best show of the week was Titan Pro Wrestling's Titan Thunder (6.6 stars).");
  });

  it('says so when your show was the best', async () => {
    mockedRequest.mockResolvedValue({ ok: true, answer: { events: [], worldWeek: { ...WEEK, best: { federationId: 'player', federationName: 'Home Wrestling', isYou: true, showId: 's1', showName: 'Home Night', rating: 7.1 } } } });
    renderAt('/next-week', <AroundTheWorldSection weeksPlayed={2} />);
    expect((await screen.findByTestId('best-show-of-week')).textContent).toBe('Your Home Night was the best show of the week (7.1 stars).');
  });

  it('says when there are no rivals', async () => {
    mockedRequest.mockResolvedValue({ ok: true, answer: { events: [], worldWeek: { ...WEEK, federations: [WEEK.federations[0]!], best: null } } });
    renderAt('/next-week', <AroundTheWorldSection weeksPlayed={2} />);
    expect(await screen.findByText('No rival federations this week.')).toBeDefined();
  });
});

describe('a popularity change too small to show reads ±0, not "−0 popularity" in red', () => {
  it('reads ±0 once rounded to the shown decimal, and keeps the sign for a real change', () => {
    expect(formatPopularityChange(-0.04)).toBe('±0');
    expect(formatPopularityChange(0.049)).toBe('±0');
    expect(formatPopularityChange(-0.05)).toBe('−0.1');
    expect(formatPopularityChange(0.26)).toBe('+0.3');
  });

  it('colours it neutral, not as a loss', () => {
    expect(popularityChangeTone(-0.04)).toBe('text-ink-muted');
    expect(popularityChangeTone(-0.2)).toBe('text-danger-strong');
    expect(popularityChangeTone(0.3)).toBe('text-success');
  });
});

describe('a long federation name in Around the world, whole on a phone', () => {
  it('wraps instead of being cut with an ellipsis', async () => {
    renderAt('/next-week', <AroundTheWorldSection weeksPlayed={2} />);
    const names = await screen.findAllByTestId('world-week-federation');
    for (const name of names) {
      expect(name.className).not.toContain('truncate');
      expect(name.className).toContain('break-words');
    }
    // A show's name too ("Lightning Strikes Twi…" on a phone).
    for (const show of screen.getAllByTestId('world-week-show-name')) expect(show.className).not.toContain('truncate');
  });
});
