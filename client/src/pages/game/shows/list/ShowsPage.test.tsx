import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { VENUES } from '#shared/data/venues.ts';
import type { ExpectedShow } from '#shared/sim/shows/runShow.ts';
import type { Segment, ShowResult } from '#shared/sim/shows/show.ts';
import { requestCommand } from '#client/net/gameConnection.ts';
import { game, resetGame, type ShowMirror } from '#client/state/game.ts';
import { sampleGame } from '#client/testing/gameFixture.ts';
import { renderAt } from '#client/test/renderAt.tsx';
import { ShowsPage } from '../ShowsPage.tsx';
import { sampleShow } from '../testing/showFixture.ts';

vi.mock('#client/net/gameConnection.ts', () => ({
  connectGame: vi.fn(async () => {}),
  leaveGame: vi.fn(async () => {}),
  requestCommand: vi.fn(async () => ({ ok: true, answer: { events: [] } })),
}));

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast: toasts }));

const mockedRequest = vi.mocked(requestCommand);

const card: Segment[] = [
  { id: 'seg1', kind: 'match', title: 'Ace vs. Bruno', type: 'singles', stipulation: 'standard', participants: ['ace', 'bruno'], championshipId: null, isExhibition: false, winnerId: null, finish: null, bookingReason: null, result: null },
  { id: 'seg2', kind: 'promo', title: 'Cyra speaks', promoType: 'promo', participants: ['cyra'], result: null },
];
const expected: ExpectedShow = {
  rating: { value: 4.25, parts: [{ label: 'Ace vs. Bruno', stars: 4.25 }] },
  segments: [
    { value: 3.5, parts: [] },
    { value: 2.1, parts: [] },
  ],
  attendance: 412,
  ticketRevenue: 7828,
  nightCosts: 2000,
  problems: ['Cyra Lux cannot appear (injured).'],
};
const result: ShowResult = {
  rating: { value: 5.5, parts: [] },
  expectedRating: 5,
  attendance: 640,
  capacity: 800,
  ticketRevenue: 12160,
  merchandiseRevenue: 300,
  tvRevenue: 0,
  costs: 2000,
  revenue: 12460,
  profit: 7460,
  popularityChange: 0.4,
  viewership: 0,
};

function seed(shows: ShowMirror[] = []) {
  game.status = 'connected';
  game.state = sampleGame({ calendar: { week: 2, month: 'January', year: 2025, totalWeeksProgressed: 1 }, shows: Object.fromEntries(shows.map((s) => [s.id, s])) });
}

describe('shows page', () => {
  beforeEach(() => {
    resetGame();
    mockedRequest.mockReset();
    mockedRequest.mockImplementation(async () => ({ ok: true, answer: { events: [] } }));
    toasts.success.mockClear();
    toasts.error.mockClear();
  });

  it('explains an empty schedule and offers Create Show', () => {
    seed();
    renderAt('/shows', <ShowsPage />);
    expect(screen.getByTestId('shows-empty').textContent).toContain('No shows scheduled');
    fireEvent.click(screen.getByTestId('create-show-empty'));
    expect(screen.getByTestId('create-show-dialog')).toBeTruthy();
  });

  it('lists upcoming shows soonest first with expected stars, fans and warnings, and completed ones with their results', async () => {
    mockedRequest.mockImplementation(async (name) =>
      name === 'getShowHistory'
        ? { ok: true, answer: { events: [], shows: { items: [{ id: 's0', name: 'Old Night', week: 4, month: 'December', year: 2024, venueId: 'cellar_door', rating: 3.2, attendance: 90, revenue: 1800, profit: -400 }], total: 11 } } }
        : { ok: true, answer: { events: [] } },
    );
    seed([
      sampleShow({ id: 's3', name: 'Later Night', weekIndex: 3, week: 4, frequency: 'special' }),
      sampleShow({ id: 's2', name: 'Tonight', weekIndex: 1, week: 2, card: JSON.stringify(card), expected: JSON.stringify(expected), segmentCount: 2, matchCount: 1 }),
      sampleShow({ id: 's1', name: 'Last Week', weekIndex: 0, isComplete: true, rating: 5.5, attendance: 640, revenue: 12460, result: JSON.stringify(result) }),
    ]);
    renderAt('/shows', <ShowsPage />);
    const cards = screen.getAllByTestId('show-card');
    expect(cards.map((c) => c.getAttribute('data-show-id'))).toEqual(['s2', 's3']);
    const tonight = cards[0]!;
    expect(within(tonight).getByTestId('show-card-date').textContent).toBe('Week 2, January 2025');
    expect(tonight.textContent).toContain('This week');
    expect(tonight.textContent).toContain('Neon Lantern Ballroom · 800 seats');
    expect(within(tonight).getByTestId('show-card-segments').textContent).toBe('2 segments');
    expect(within(tonight).getByTestId('show-card-expected').textContent).toMatch(/^4\.3/);
    expect(within(tonight).getByTestId('show-card-fans').textContent).toBe('412 / 800');
    expect(within(tonight).getByTestId('show-card-problems').textContent).toContain('Cyra Lux cannot appear (injured).');
    expect(within(tonight).getByTestId('book-s2').getAttribute('href')).toBe('/shows/s2/book');
    expect(within(tonight).getByTestId('run-s2').getAttribute('href')).toBe('/shows/s2/run');
    expect(within(cards[1]!).queryByTestId('run-s3')).toBeNull();
    expect(cards[1]!.textContent).toContain('Special event');
    expect(cards[1]!.textContent).not.toContain('This week');

    const done = screen.getByTestId('result-card');
    expect(within(done).getByTestId('result-rating').textContent).toBe('5.5 ★');
    expect(within(done).getByTestId('result-fans').textContent).toBe('640/800');
    expect(within(done).getByTestId('result-revenue').textContent).toBe('$12,460');
    expect(within(done).getByTestId('summary-s1').getAttribute('href')).toBe('/show-summary/s1');

    await waitFor(() => expect(screen.getAllByTestId('history-row')).toHaveLength(1));
    expect(mockedRequest).toHaveBeenCalledWith('getShowHistory', { offset: 0, limit: 10 });
    await act(async () => {
      fireEvent.click(screen.getByTestId('history-load-more'));
    });
    expect(mockedRequest).toHaveBeenCalledWith('getShowHistory', { offset: 1, limit: 10 });
  });

  it('cancels a show with half of its rental refunded', async () => {
    seed([sampleShow({ id: 's2', name: 'Tonight', weekIndex: 1, week: 2, rentalPaid: 3000 })]);
    renderAt('/shows', <ShowsPage />);
    fireEvent.click(screen.getByTestId('cancel-s2'));
    const dialog = screen.getByTestId('cancel-show-dialog');
    expect(dialog.textContent).toContain('50% of the rental ($1,500 of $3,000) comes back');
    await act(async () => {
      fireEvent.click(within(dialog).getByTestId('confirm-cancel-show'));
    });
    expect(mockedRequest).toHaveBeenCalledWith('cancelShow', { showId: 's2' });
    expect(screen.queryByTestId('cancel-show-dialog')).toBeNull();
  });

  it('warns before cancelling a show on TV: the deal moves to the next weekly show, or waits for one', async () => {
    const tvDeal = { id: 'deal1', networkId: 'cable_access_network', showId: 's2', isActive: true, totalEarnings: 0, deal: JSON.stringify({ id: 'deal1', startWeek: 1, endWeek: 12, paymentAmount: 5000, performanceHistory: [] }) };
    seed([sampleShow({ id: 's2', name: 'Tonight', weekIndex: 1, week: 2, rentalPaid: 3000 })]);
    game.state!.broadcastDeals = { deal1: tvDeal };
    const view = renderAt('/shows', <ShowsPage />);
    fireEvent.click(screen.getByTestId('cancel-s2'));
    let warning = within(screen.getByTestId('cancel-show-dialog')).getByTestId('cancel-show-tv');
    expect(warning.textContent).toContain('Tonight airs on Cable Access Network: the network counts a missed episode each week until you assign another weekly show on the TV page.');
    expect(within(warning).getByRole('link', { name: 'TV page' }).getAttribute('href')).toBe('/tv-networks');
    fireEvent.click(within(screen.getByTestId('cancel-show-dialog')).getByText('Keep the show'));
    view.unmount();

    seed([sampleShow({ id: 's2', name: 'Tonight', weekIndex: 1, week: 2, rentalPaid: 3000 }), sampleShow({ id: 's3', name: 'Next Tuesday', weekIndex: 2, week: 3, rentalPaid: 3000 })]);
    game.state!.broadcastDeals = { deal1: tvDeal };
    renderAt('/shows', <ShowsPage />);
    fireEvent.click(screen.getByTestId('cancel-s2'));
    warning = within(screen.getByTestId('cancel-show-dialog')).getByTestId('cancel-show-tv');
    expect(warning.textContent).toBe('Tonight airs on Cable Access Network: the deal moves to Next Tuesday (Week 3, January 2025), your next weekly show.');
  });

  it('opens Create Show from ?create=1, shows the rental and sends createShow, then opens the booking page', async () => {
    mockedRequest.mockImplementation(async () => ({ ok: true, answer: { events: [], show: { id: 'show-9' } as never } }));
    seed();
    const { currentPath } = renderAt('/shows?create=1', <ShowsPage />);
    const dialog = screen.getByTestId('create-show-dialog');
    const name = within(dialog).getByTestId('show-name-input') as HTMLInputElement;
    expect(name.value).toBe('Thunder Valley Wrestling Weekly');
    // Popularity 10: fair price $10 + $0.50 x 10 = $15.
    expect((within(dialog).getByTestId('show-price-input') as HTMLInputElement).value).toBe('15');
    expect(dialog.textContent).toContain('Fair price at your popularity: $15');
    const week = within(dialog).getByTestId('show-week-select') as HTMLSelectElement;
    expect(week.options).toHaveLength(9);
    expect(week.options[0]!.textContent).toBe('This week · Week 2, January 2025');
    expect(week.options[3]!.textContent).toBe('+3 weeks · Week 1, February 2025');

    fireEvent.change(name, { target: { value: 'Harbor Brawl' } });
    fireEvent.change(week, { target: { value: '2' } });
    // The Grand Regent Theater: 3,500 seats, $10,000 + $3.75 x 3,500 = $23,125.
    fireEvent.change(within(dialog).getByTestId('show-venue-select'), { target: { value: 'grand_regent' } });
    expect(within(dialog).getByTestId('create-show-rental').textContent).toBe('$23,125');
    expect(within(dialog).getByTestId('create-show-licensing').textContent).toBe('$2,000');
    expect(within(dialog).getByTestId('create-show-funds-after').textContent).toBe('$26,875');
    fireEvent.change(within(dialog).getByTestId('show-price-input'), { target: { value: '25' } });
    fireEvent.click(within(dialog).getByTestId('show-frequency-special'));
    await act(async () => {
      fireEvent.click(within(dialog).getByTestId('confirm-create-show'));
    });
    expect(mockedRequest).toHaveBeenCalledWith('createShow', { name: 'Harbor Brawl', weeksAhead: 2, venueId: 'grand_regent', ticketPrice: 25, frequency: 'special' });
    expect(currentPath()).toBe('/shows/show-9/book');
  });

  it('shows every venue\'s expected fans, tickets, costs and profit, and starts on the one that pays best', () => {
    seed();
    renderAt('/shows?create=1', <ShowsPage />);
    const dialog = screen.getByTestId('create-show-dialog');
    // Popularity 10, $15 (fair), a 3.5-star first card: 150,000 x (3.5/20)^2 x (10/50)^2 = 183 fans.
    expect(within(dialog).getByTestId('venue-outlook-basis').textContent).toContain('Forecast on a 3.5-star card (a typical first card)');
    // The Cellar Door: 100 seats full, $1,500 in tickets, $100 + $1 x 100 = $200 rental, no licence: $1,300.
    const cellar = within(dialog).getByTestId('venue-outlook-cellar_door');
    expect(within(cellar).getByTestId('outlook-fans').textContent).toBe('100');
    expect(within(cellar).getByTestId('outlook-tickets').textContent).toBe('$1,500');
    expect(within(cellar).getByTestId('outlook-costs').textContent).toBe('$200');
    expect(within(cellar).getByTestId('outlook-profit').textContent).toBe('$1,300');
    // The 800-seat Neon Lantern: 183 fans x $15 = $2,745 less $3,000 rental: -$255.
    const neon = within(dialog).getByTestId('venue-outlook-neon_lantern');
    expect(within(neon).getByTestId('outlook-fans').textContent).toBe('183');
    expect(within(neon).getByTestId('outlook-profit').textContent).toBe('-$255');
    // Every venue has its row; the dialog starts on the best profit.
    expect(within(dialog).getAllByTestId('outlook-profit')).toHaveLength(VENUES.length);
    expect((within(dialog).getByTestId('show-venue-select') as HTMLSelectElement).value).toBe('cellar_door');
    expect(cellar.getAttribute('aria-current')).toBe('true');
    expect(within(dialog).getByTestId('create-show-fans').textContent).toBe('100 of 100');
    expect(within(dialog).getByTestId('create-show-profit').textContent).toBe('$1,300');
    expect(within(dialog).getByTestId('create-show-fans-parts').textContent).toContain('Capacity 100 seats: -83 fans');
    // A venue's name picks it; a new price moves every figure.
    fireEvent.click(within(neon).getByRole('button', { name: /Neon Lantern Ballroom/ }));
    expect((within(dialog).getByTestId('show-venue-select') as HTMLSelectElement).value).toBe('neon_lantern');
    expect(within(dialog).getByTestId('create-show-profit').textContent).toBe('-$255');
    fireEvent.change(within(dialog).getByTestId('show-price-input'), { target: { value: '10' } });
    expect(within(dialog).getByTestId('venue-outlook').textContent).toContain('Expected at $10 a ticket');
    expect(within(cellar).getByTestId('outlook-tickets').textContent).toBe('$1,000');
  });

  it('forecasts on the last run show\'s expected rating', () => {
    seed([sampleShow({ id: 's1', name: 'Last Week', weekIndex: 0, isComplete: true, rating: 5.5, attendance: 640, revenue: 12460, result: JSON.stringify(result) })]);
    renderAt('/shows?create=1', <ShowsPage />);
    const dialog = screen.getByTestId('create-show-dialog');
    expect(within(dialog).getByTestId('venue-outlook-basis').textContent).toContain('Forecast on a 5.0-star card (the expected rating of Last Week)');
  });

  it('blocks a venue the funds cannot pay and an invalid name, and keeps the dialog open on a refusal', async () => {
    mockedRequest.mockImplementation(async () => ({ ok: false, rejected: true, message: 'A show called Harbor Brawl is already booked that week.' }));
    seed();
    renderAt('/shows', <ShowsPage />);
    fireEvent.click(screen.getByTestId('create-show'));
    const dialog = screen.getByTestId('create-show-dialog');
    fireEvent.change(within(dialog).getByTestId('show-venue-select'), { target: { value: 'metro_garden' } });
    expect(dialog.textContent).toContain('Not enough funds');
    expect((within(dialog).getByTestId('confirm-create-show') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(dialog).getByTestId('show-venue-select'), { target: { value: 'cellar_door' } });
    fireEvent.change(within(dialog).getByTestId('show-name-input'), { target: { value: 'Brawl #1' } });
    expect(dialog.textContent).toContain('Show name contains invalid characters');
    expect((within(dialog).getByTestId('confirm-create-show') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(dialog).getByTestId('show-name-input'), { target: { value: 'Harbor Brawl' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByTestId('confirm-create-show'));
    });
    expect(toasts.error).toHaveBeenCalledWith('Not possible', { description: 'A show called Harbor Brawl is already booked that week.' });
    expect(screen.getByTestId('create-show-dialog')).toBeTruthy();
  });
});
