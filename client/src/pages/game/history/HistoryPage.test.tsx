import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CommandName } from '#shared/protocol/commands.ts';
import type { ShowArchivePage } from '#shared/sim/history/showArchive.ts';
import { requestCommand } from '#client/net/gameConnection.ts';
import { game, resetGame } from '#client/state/game.ts';
import { sampleGame } from '#client/testing/gameFixture.ts';
import { renderAt } from '#client/test/renderAt.tsx';
import { HistoryPage, historyTabFromSearch } from './HistoryPage.tsx';
import { recordFigure } from './HistoryRecords.tsx';

vi.mock('#client/net/gameConnection.ts', () => ({
  connectGame: vi.fn(async () => {}),
  leaveGame: vi.fn(async () => {}),
  requestCommand: vi.fn(async () => ({ ok: true, answer: { events: [] } })),
}));

const mockedRequest = vi.mocked(requestCommand);

function archive(query: { page?: number; sort?: string; dir?: string }): ShowArchivePage {
  const shows = [
    { id: 's1', name: 'Opening Night', week: 1, month: 'January' as const, year: 2025, weekIndex: 0, venueName: 'Civic Hall', rating: 2.5, attendance: 400, capacity: 800, profit: -1200 },
    { id: 's2', name: 'Fury Friday', week: 2, month: 'January' as const, year: 2025, weekIndex: 1, venueName: 'Civic Hall', rating: 4.5, attendance: 700, capacity: 800, profit: 3400 },
  ];
  const sort = (query.sort ?? 'date') as 'date' | 'rating' | 'attendance';
  const key = { date: 'weekIndex', rating: 'rating', attendance: 'attendance' }[sort] as 'weekIndex' | 'rating' | 'attendance';
  const dir = (query.dir ?? 'desc') as 'asc' | 'desc';
  const items = [...shows].sort((a, b) => (dir === 'asc' ? a[key] - b[key] : b[key] - a[key]));
  return { items, total: 2, page: query.page ?? 1, pageSize: 20, sort, dir };
}

function answerWith(answers: Partial<Record<CommandName, (payload: Record<string, unknown>) => object>>) {
  mockedRequest.mockImplementation(async (name: string, payload: unknown) => {
    const answer = answers[name as CommandName];
    return answer ? { ok: true, answer: { events: [], ...answer(payload as Record<string, unknown>) } } : { ok: true, answer: { events: [] } };
  });
}

async function flush() {
  await act(async () => {
    await Promise.resolve();
  });
}

describe('the History page', () => {
  beforeEach(() => {
    resetGame();
    mockedRequest.mockReset();
    game.status = 'connected';
    game.state = sampleGame();
  });

  it('reads the section from the address, Shows unless another is named', () => {
    expect(historyTabFromSearch('')).toBe('shows');
    expect(historyTabFromSearch('?tab=hall-of-fame')).toBe('hall-of-fame');
    expect(historyTabFromSearch('?tab=nope')).toBe('shows');
  });

  it('lists the show archive with links to each summary and asks the room to sort it by a header', async () => {
    answerWith({ getShowArchive: (payload) => ({ showArchive: archive(payload) }) });
    renderAt('/history', <HistoryPage />);
    await flush();
    const rows = await screen.findAllByTestId('archive-row');
    expect(rows.map((row) => within(row).getByTestId('archive-show-link').textContent)).toEqual(['Fury Friday', 'Opening Night']);
    expect(within(rows[0]!).getByTestId('archive-show-link').getAttribute('href')).toBe('/show-summary/s2');
    expect(screen.getByTestId('archive-range').textContent).toBe('Shows 1–2 of 2');
    fireEvent.click(screen.getByTestId('archive-sort-attendance'));
    await flush();
    expect(mockedRequest).toHaveBeenLastCalledWith('getShowArchive', { page: 1, sort: 'attendance', dir: 'desc', pageSize: 20 });
    fireEvent.click(screen.getByTestId('archive-sort-attendance'));
    await flush();
    expect(mockedRequest).toHaveBeenLastCalledWith('getShowArchive', { page: 1, sort: 'attendance', dir: 'asc', pageSize: 20 });
    const sorted = await screen.findAllByTestId('archive-row');
    expect(within(sorted[0]!).getByTestId('archive-attendance').textContent).toBe('400/800');
    expect(screen.getByRole('columnheader', { name: /Attendance/ }).getAttribute('aria-sort')).toBe('ascending');
  });

  it('says what will appear when the federation has run no show', async () => {
    answerWith({ getShowArchive: () => ({ showArchive: { items: [], total: 0, page: 1, pageSize: 20, sort: 'date', dir: 'desc' } }) });
    renderAt('/history', <HistoryPage />);
    expect((await screen.findByTestId('archive-empty')).textContent).toContain('Every show you run lands here');
  });

  it('shows the records with their figures and links', async () => {
    answerWith({
      getHistoryRecords: () => ({
        historyRecords: [
          { key: 'bestMatch', label: 'Best-rated match', value: 4.5, unit: 'stars', who: 'Ace vs. Blaze', detail: 'at Fury Friday', when: 'Week 2, January 2025', link: { kind: 'show', showId: 's2' } },
          { key: 'mostWins', label: 'Most wins', value: 7, unit: 'wins', who: 'Ace', detail: 'in your matches', when: 'Week 4, March 2025', link: { kind: 'wrestler', wrestlerId: 'w1' } },
        ],
      }),
    });
    renderAt('/history?tab=records', <HistoryPage />);
    const records = await screen.findAllByTestId('history-record');
    expect(within(records[0]!).getByTestId('record-figure').textContent).toBe('4.5 ★');
    expect(within(records[0]!).getByTestId('record-link').getAttribute('href')).toBe('/show-summary/s2');
    expect(within(records[1]!).getByTestId('record-link').getAttribute('href')).toBe('/wrestler/w1');
    expect(recordFigure({ value: 1, unit: 'weeks' })).toBe('1 week');
    expect(recordFigure({ value: 12400, unit: 'fans' })).toBe('12,400 fans');
  });

  it('lists each title’s lineage with the current reign first', async () => {
    answerWith({
      getTitleLineages: () => ({
        titleLineages: [
          {
            id: 't1',
            name: 'World Title',
            isActive: true,
            prestige: 52,
            holderName: 'Blaze',
            reigns: [
              { championshipId: 't1', championshipName: 'World Title', holderId: 'w2', holderName: 'Blaze', wonWeekIndex: 6, wonOn: 'Week 3, February 2025', wonHow: '', lostWeekIndex: null, lostOn: null, lostHow: null, weeksHeld: 4, defenses: 1, current: true },
              { championshipId: 't1', championshipName: 'World Title', holderId: 'w1', holderName: 'Ace', wonWeekIndex: 0, wonOn: 'Week 1, January 2025', wonHow: '', lostWeekIndex: 6, lostOn: 'Week 3, February 2025', lostHow: '', weeksHeld: 6, defenses: 2, current: false },
            ],
          },
        ],
      }),
    });
    renderAt('/history?tab=titles', <HistoryPage />);
    const reigns = await screen.findAllByTestId('reign-row');
    expect(reigns[0]!.textContent).toContain('Blaze');
    expect(reigns[0]!.textContent).toContain('Champion now');
    expect(reigns[1]!.textContent).toContain('6 weeks');
    expect(reigns[1]!.textContent).toContain('2 defenses');
  });

  it('shows the years, the live one first, and the Hall of Fame with each score’s parts', async () => {
    answerWith({
      getYearByYear: () => ({
        yearByYear: {
          years: [
            { year: 2025, funds: 80_000, popularity: 31.5, rank: 3, federations: 6, power: 40.2, showsRun: 48, live: false },
            { year: 2026, funds: 95_000, popularity: 35, rank: 2, federations: 6, power: 44, showsRun: 3, live: true },
          ],
          ratingsByMonth: [{ year: 2025, month: 'January', average: 3.25, shows: 4 }],
        },
      }),
      getHallOfFame: () => ({
        hallOfFame: {
          inductees: [{ wrestlerId: 'w9', name: 'Old Legend', score: 61.5, parts: [{ label: '2 titles held', amount: 20 }], inductedWeek: 48, classYear: 2025, retiredOn: 'Week 2, May 2025', lastFederationId: 'f1', lastFederationName: 'Thunder', wasYours: true }],
          candidates: [],
          passedOver: [{ wrestlerId: 'w8', name: 'Near Miss', score: 42.5, parts: [{ label: '85 career wins', amount: 25 }], retiredOn: 'Week 1, June 2025', retiredWeekIndex: 20, lastFederationId: null, lastFederationName: null, wasYours: false, qualifies: false }],
          nextClassYear: 2026,
          threshold: 50,
          classMax: 3,
        },
      }),
    });
    renderAt('/history?tab=years', <HistoryPage />);
    const years = await screen.findAllByTestId('year-row');
    expect(years[0]!.textContent).toContain('2026');
    expect(years[0]!.textContent).toContain('So far');
    expect(years[1]!.textContent).toContain('#3 of 6');
    expect(screen.getByTestId('years-chart')).toBeTruthy();
    expect(screen.getByTestId('ratings-chart')).toBeTruthy();

    fireEvent.mouseDown(screen.getByTestId('history-tab-hall-of-fame'));
    fireEvent.click(screen.getByTestId('history-tab-hall-of-fame'));
    const inductee = await screen.findByTestId('hall-inductee');
    expect(inductee.textContent).toContain('Old Legend');
    expect(inductee.textContent).toContain('2 titles held +20');
    expect(inductee.textContent).toContain('Your wrestler');
    const missed = screen.getByTestId('hall-passed-over');
    expect(missed.textContent).toContain('Near Miss');
    expect(missed.textContent).toContain('needs 50');
  });
});
