// The booking page's ticket price and demand: the demand line at the price set against the seats, the
// expected profit at a handful of prices with the price set highlighted (shared/sim/shows/ticketDemand.ts,
// the night's figures), a listed price set in one click with updateShow, and the advice on the price set.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { attendanceBreakdown, type AttendanceInput } from '#shared/sim/shows/attendanceBreakdown.ts';
import type { ExpectedShow } from '#shared/sim/shows/runShow.ts';
import { ticketDemand } from '#shared/sim/shows/ticketDemand.ts';
import { requestCommand } from '#client/net/gameConnection.ts';
import { game, resetGame } from '#client/state/game.ts';
import { sampleGame } from '#client/testing/gameFixture.ts';
import { renderAt } from '#client/test/renderAt.tsx';
import { sampleShow } from '../testing/showFixture.ts';
import { ExpectedPanel } from './ShowDetails.tsx';

vi.mock('#client/net/gameConnection.ts', () => ({
  connectGame: vi.fn(async () => {}),
  leaveGame: vi.fn(async () => {}),
  requestCommand: vi.fn(async () => ({ ok: true, answer: { events: [] } })),
}));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const mockedRequest = vi.mocked(requestCommand);

/** Popularity 30 and a 3-star card in the 100-seat Cellar Door: 1,215 fans want to come at the fair $25. */
function expectedAt(ticketPrice: number): ExpectedShow {
  const input: AttendanceInput = { expectedRating: 3, popularity: 30, ticketPrice, capacity: 100, rivalryDraw: 0, advertisingShare: 0, upgradeShare: 0, surgeShare: 0, place: 1 };
  const breakdown = attendanceBreakdown(input);
  return { rating: { value: 3, parts: [] }, segments: [], attendance: breakdown.value, attendanceBreakdown: breakdown, ticketRevenue: breakdown.value * ticketPrice, nightCosts: 150, problems: [] };
}

const clubShow = (ticketPrice: number, segmentCount = 3) => sampleShow({ id: 's1', name: 'Cellar Nights', venueId: 'cellar_door', venue: 'The Cellar Door', venueCapacity: 100, ticketPrice, rentalPaid: 200, segmentCount });

describe('ticket price and demand on the booking page', () => {
  beforeEach(() => {
    resetGame();
    mockedRequest.mockClear();
    game.status = 'connected';
    game.state = sampleGame();
  });

  it('says how many want to come at the price set against the seats, and the profit at each listed price', () => {
    const expected = expectedAt(25);
    renderAt('/shows/s1/book', <ExpectedPanel show={clubShow(25)} expected={expected} />);
    expect(screen.getByTestId('demand-line').textContent).toBe('About 1,200 want to come at $25; you have 100 seats.');
    expect(screen.getByTestId('demand-advice').textContent).toContain('Twice as many want to come as you have seats');
    const demand = ticketDemand(expected.attendanceBreakdown!.input, 200 + 150);
    const table = screen.getByTestId('price-profit-table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(demand.points.length);
    for (const [index, point] of demand.points.entries()) {
      expect(within(rows[index]!).getByTestId('price-row-profit').textContent).toBe(`${point.profit < 0 ? '-' : ''}$${Math.abs(point.profit).toLocaleString('en-US')}`);
      expect(within(rows[index]!).getByTestId('price-row-fans').textContent).toContain(point.fans.toLocaleString('en-US'));
    }
    // The price set is highlighted and carries both its tags; the one that just fills the venue is named.
    const current = screen.getByTestId('price-row-25');
    expect(current.getAttribute('aria-current')).toBe('true');
    expect(current.textContent).toContain('Set now');
    expect(current.textContent).toContain('Fair price');
    expect(screen.getByTestId(`price-row-${demand.fillPrice}`).textContent).toContain('Fills the venue');
    expect(within(current).queryByRole('button')).toBeNull();
  });

  it('sets a listed price with updateShow', async () => {
    renderAt('/shows/s1/book', <ExpectedPanel show={clubShow(25)} expected={expectedAt(25)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Set tickets to $50' }));
    await waitFor(() => expect(mockedRequest).toHaveBeenCalledWith('updateShow', { showId: 's1', ticketPrice: 50 }));
  });

  it('warns of the popularity a gouging price costs, and shows the cost on every dear row', () => {
    renderAt('/shows/s1/book', <ExpectedPanel show={clubShow(75)} expected={expectedAt(75)} />);
    expect(screen.getByTestId('demand-line').textContent).toBe('77 want to come at $75; you have 100 seats.');
    expect(screen.getByTestId('demand-advice').textContent).toBe('Fans who pay this much over the fair price feel overcharged: -0.88 popularity after the show.');
    expect(screen.getByTestId('price-row-75').textContent).toContain('-0.88');
    expect(screen.getByTestId('price-row-25').textContent).toContain('—');
  });

  it('asks for a card first when the card is empty', () => {
    renderAt('/shows/s1/book', <ExpectedPanel show={clubShow(25, 0)} expected={expectedAt(25)} />);
    expect(screen.getByTestId('ticket-demand-empty').textContent).toBe('Book the card to see how many fans want to come at each price.');
    expect(screen.queryByTestId('price-profit-table')).toBeNull();
  });
});
