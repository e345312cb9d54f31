// Moving a show to another venue from the booking page's details: the picker lists every
// venue with its rental difference, says what the card should draw there (the shared venue-move outlook)
// and sends updateShow with the new venue.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { findVenue } from '#shared/data/venues.ts';
import { attendanceBreakdown } from '#shared/sim/shows/attendanceBreakdown.ts';
import type { ExpectedShow } from '#shared/sim/shows/runShow.ts';
import { venueMoveOutlook } from '#shared/sim/shows/venueMove.ts';
import { requestCommand } from '#client/net/gameConnection.ts';
import { game, resetGame } from '#client/state/game.ts';
import { sampleGame } from '#client/testing/gameFixture.ts';
import { renderAt } from '#client/test/renderAt.tsx';
import { sampleShow } from '../testing/showFixture.ts';
import { ShowHeader } from './ShowDetails.tsx';

vi.mock('#client/net/gameConnection.ts', () => ({
  connectGame: vi.fn(async () => {}),
  leaveGame: vi.fn(async () => {}),
  requestCommand: vi.fn(async () => ({ ok: true, answer: { events: [] } })),
}));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const mockedRequest = vi.mocked(requestCommand);
const breakdown = attendanceBreakdown({ expectedRating: 3.8, popularity: 22, ticketPrice: 19, capacity: 800, rivalryDraw: 0, advertisingShare: 0, upgradeShare: 0, surgeShare: 0, place: 1 });
const expected: ExpectedShow = { rating: { value: 3.8, parts: [] }, segments: [], attendance: breakdown.value, attendanceBreakdown: breakdown, ticketRevenue: breakdown.value * 19, nightCosts: 0, problems: [] };

describe('moving a show to another venue', () => {
  beforeEach(() => {
    resetGame();
    mockedRequest.mockClear();
    game.status = 'connected';
    game.state = sampleGame();
  });

  it('lists each venue with its rental difference, forecasts the card there, and sends updateShow with the venue', async () => {
    const show = sampleShow({ id: 's1', name: 'Harbor Nights' });
    renderAt('/book-show/s1', <ShowHeader show={show} isThisWeek moveContext={{ expected, venueUpgrades: [] }} />);
    fireEvent.click(screen.getByTestId('edit-show'));
    const select = screen.getByLabelText('Venue') as HTMLSelectElement;
    expect(select.value).toBe('neon_lantern');
    const options = [...select.options].map((o) => o.textContent);
    expect(options).toContain('Neon Lantern Ballroom, Austin · 800 seats (booked)');
    expect(options).toContain('The Cellar Door, Portland · 100 seats · −$2,800 rental');
    expect(options).toContain('The Harbor Room, Baltimore · 1,200 seats · +$5,300 rental');
    expect(screen.queryByTestId('venue-move-summary')).toBeNull();

    fireEvent.change(select, { target: { value: 'harbor_room' } });
    const outlook = venueMoveOutlook(breakdown.input, [], findVenue('neon_lantern')!, findVenue('harbor_room')!, 3000);
    expect(screen.getByTestId('venue-move-summary').textContent).toBe(
      `Moving to The Harbor Room: $5,300 more rental, paid now. This card should draw ${outlook.fans.value.toLocaleString('en-US')} of 1,200 seats (now ${breakdown.value.toLocaleString('en-US')}), $${outlook.ticketRevenue.toLocaleString('en-US')} in tickets. A TV deal on this show stays with it.`,
    );
    fireEvent.change(select, { target: { value: 'cellar_door' } });
    expect(screen.getByTestId('venue-move-summary').textContent).toContain('Moving to The Cellar Door: $2,800 of the rental back.');
    fireEvent.click(screen.getByTestId('save-show'));
    await waitFor(() => expect(mockedRequest).toHaveBeenCalledWith('updateShow', { showId: 's1', venueId: 'cellar_door' }));
  });
});
