// The create-show dialog's demand at the chosen venue: the demand line at the price typed against its
// seats, the expected profit at a handful of prices (the venue outlook's own costs), and a listed price
// picked into the price field, every figure following.
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { findVenue } from '#shared/data/venues.ts';
import { ticketDemand } from '#shared/sim/shows/ticketDemand.ts';
import { outlookAttendanceInput, venueOutlook, type OutlookFederation } from '#shared/sim/shows/venueOutlook.ts';
import { game, resetGame } from '#client/state/game.ts';
import { sampleGame } from '#client/testing/gameFixture.ts';
import { renderAt } from '#client/test/renderAt.tsx';
import { ShowsPage } from '../ShowsPage.tsx';

vi.mock('#client/net/gameConnection.ts', () => ({
  connectGame: vi.fn(async () => {}),
  leaveGame: vi.fn(async () => {}),
  requestCommand: vi.fn(async () => ({ ok: true, answer: { events: [] } })),
}));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

describe('demand in the create-show dialog', () => {
  beforeEach(() => {
    resetGame();
    game.status = 'connected';
    game.state = sampleGame({ calendar: { week: 2, month: 'January', year: 2025, totalWeeksProgressed: 1 }, shows: {} });
  });

  it('says how many want to come at the price typed, lists the profit at each price, and a pick fills the price', () => {
    renderAt('/shows?create=1', <ShowsPage />);
    const dialog = screen.getByTestId('create-show-dialog');
    // Popularity 10, a 3.5-star first card: 183 fans want to come at the fair $15; the dialog starts on the 100-seat Cellar Door.
    expect(within(dialog).getByTestId('create-show-demand-line').textContent).toBe('About 180 want to come at $15; you have 100 seats.');
    const federation: OutlookFederation = { popularity: 10, venueUpgrades: [], surgeShare: 0, advertisingShare: 0 };
    const cellar = findVenue('cellar_door')!;
    const demand = ticketDemand(outlookAttendanceInput(federation, cellar, 15, 3.5), (price) => venueOutlook(federation, cellar, price, 3.5).costs.value);
    const table = within(dialog).getByTestId('create-show-price-table');
    expect(within(table).getAllByTestId('price-row-profit').map((cell) => cell.textContent)).toEqual(demand.points.map((p) => `${p.profit < 0 ? '-' : ''}$${Math.abs(p.profit).toLocaleString('en-US')}`));
    expect(within(table).getByTestId('price-row-15').getAttribute('aria-current')).toBe('true');

    // The price that just fills the seats, picked: the field, the demand line and the outlook follow.
    fireEvent.click(within(table).getByRole('button', { name: `Set tickets to $${demand.fillPrice}` }));
    expect((within(dialog).getByTestId('show-price-input') as HTMLInputElement).value).toBe(String(demand.fillPrice));
    expect(within(dialog).getByTestId('create-show-demand-line').textContent).toBe(`About 100 want to come at $${demand.fillPrice}; you have 100 seats.`);
    expect(within(dialog).getByTestId('venue-outlook').textContent).toContain(`Expected at $${demand.fillPrice} a ticket`);
  });
});
