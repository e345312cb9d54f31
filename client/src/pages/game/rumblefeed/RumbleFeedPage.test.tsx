import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FeedItem } from '#shared/sim/news/newsPage.ts';
import { requestCommand } from '#client/net/gameConnection.ts';
import { game, resetGame, type FederationFaceMirror } from '#client/state/game.ts';
import { sampleGame } from '#client/testing/gameFixture.ts';
import { renderAt } from '#client/test/renderAt.tsx';
import { feedFilterFromSearch, RumbleFeedPage } from './RumbleFeedPage.tsx';

vi.mock('#client/net/gameConnection.ts', () => ({
  connectGame: vi.fn(async () => {}),
  leaveGame: vi.fn(async () => {}),
  requestCommand: vi.fn(async () => ({ ok: true, answer: { events: [] } })),
}));

const mockedRequest = vi.mocked(requestCommand);

function face(id: string, name: string, controller = 'ai'): FederationFaceMirror {
  return { id, name, logo: '', controller, popularity: 40, rosterSize: 8, champions: '[]', lastShowName: '', lastShowRating: -1, lastShowWeek: -1 } as unknown as FederationFaceMirror;
}

function item(overrides: Partial<FeedItem> & { id: string; headline: string }): FeedItem {
  return { kind: 'show', importance: 1, weekIndex: 3, week: 4, month: 'January', year: 2025, federationIds: ['ai-1'], wrestlerIds: [], wrestlers: [], text: '', mine: false, ...overrides };
}

function seed() {
  game.status = 'connected';
  game.state = sampleGame({ federations: { 'ai-1': face('ai-1', 'Apex Wrestling'), f1: face('f1', 'Thunder Valley Wrestling', 'player') } });
}

async function flush() {
  await act(async () => {
    await Promise.resolve();
  });
}

describe('the RumbleFeed page', () => {
  beforeEach(() => {
    resetGame();
    mockedRequest.mockReset();
  });

  it('reads the filter from the address: all unless big or mine', () => {
    expect(feedFilterFromSearch('')).toBe('all');
    expect(feedFilterFromSearch('?filter=big')).toBe('big');
    expect(feedFilterFromSearch('?filter=mine')).toBe('mine');
    expect(feedFilterFromSearch('?filter=nope')).toBe('all');
  });

  it('lists the news grouped by week with importance, federation and wrestler links, the player’s own highlighted', async () => {
    seed();
    mockedRequest.mockResolvedValue({
      ok: true,
      answer: {
        events: [],
        news: {
          total: 3,
          items: [
            item({ id: 'n3', importance: 3, kind: 'signing', headline: 'Apex Wrestling signs Rex Steel', text: 'Signed Rex Steel (rating 420).', wrestlerIds: ['w9'], wrestlers: [{ id: 'w9', name: 'Rex Steel' }] }),
            item({ id: 'n2', headline: 'Thunder Valley Wrestling presents Friday Night (2.5 stars)', federationIds: ['f1'], mine: true }),
            item({ id: 'n1', weekIndex: 2, week: 3, headline: 'Apex Wrestling presents Apex Live (3.1 stars)' }),
          ],
        },
      },
    });
    renderAt('/rumblefeed', <RumbleFeedPage />);
    await flush();
    expect(mockedRequest).toHaveBeenCalledWith('getNews', { filter: 'all', offset: 0, limit: 30 });
    const weeks = screen.getAllByTestId('news-week');
    expect(weeks.map((w) => w.getAttribute('aria-label'))).toEqual(['Week 4, January 2025', 'Week 3, January 2025']);
    const cards = screen.getAllByTestId('news-item');
    expect(cards[0]!.textContent).toContain('Big news');
    expect(within(cards[0]!).getByRole('link', { name: 'Apex Wrestling' }).getAttribute('href')).toBe('/companies/ai-1');
    expect(within(cards[0]!).getAllByRole('link', { name: 'Rex Steel' })[0]!.getAttribute('href')).toBe('/wrestler/w9');
    expect(cards[1]!.getAttribute('data-mine')).toBe('true');
    expect(cards[1]!.textContent).toContain('Your federation');
    expect(cards[2]!.getAttribute('data-mine')).toBe('false');
    expect(screen.queryByTestId('news-load-more')).toBeNull();
  });

  it('says how to get news when there is none, and asks again with the filter chosen', async () => {
    seed();
    mockedRequest.mockResolvedValue({ ok: true, answer: { events: [], news: { items: [], total: 0 } } });
    const { location } = renderAt('/rumblefeed', <RumbleFeedPage />);
    await flush();
    expect(screen.getByTestId('news-empty').textContent).toContain('No news yet: advance a week');
    const big = screen.getByTestId('news-filter-big');
    fireEvent.mouseDown(big);
    fireEvent.click(big);
    await flush();
    expect(mockedRequest).toHaveBeenLastCalledWith('getNews', { filter: 'big', offset: 0, limit: 30 });
    expect(location.history.at(-1)).toBe('/rumblefeed?filter=big');
  });

  it('loads more pages and shows a refusal as an error with a retry', async () => {
    seed();
    const first = Array.from({ length: 30 }, (_, i) => item({ id: `a${i}`, headline: `Item ${i}` }));
    mockedRequest.mockResolvedValueOnce({ ok: true, answer: { events: [], news: { items: first, total: 31 } } });
    mockedRequest.mockResolvedValueOnce({ ok: true, answer: { events: [], news: { items: [item({ id: 'a30', headline: 'Item 30' })], total: 31 } } });
    renderAt('/rumblefeed?filter=mine', <RumbleFeedPage />);
    await flush();
    expect(mockedRequest).toHaveBeenCalledWith('getNews', { filter: 'mine', offset: 0, limit: 30 });
    fireEvent.click(screen.getByTestId('news-load-more'));
    await flush();
    expect(mockedRequest).toHaveBeenLastCalledWith('getNews', { filter: 'mine', offset: 30, limit: 30 });
    expect(screen.getAllByTestId('news-item')).toHaveLength(31);

    resetGame();
    seed();
    mockedRequest.mockResolvedValue({ ok: false, message: 'Not connected to the game.' } as never);
    renderAt('/rumblefeed', <RumbleFeedPage />);
    await flush();
    expect(screen.getAllByTestId('news-error').at(-1)!.textContent).toContain('Not connected to the game.');
  });
});
