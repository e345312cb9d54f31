// The attendance figure with its reasons on screen: the booking page's expected crowd and
// the show summary's crowd that came, each part in plain words with its fans, summing to the figure; an
// old result without a breakdown still shows its summary.
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { attendanceBreakdown } from '#shared/sim/shows/attendanceBreakdown.ts';
import type { ExpectedShow } from '#shared/sim/shows/runShow.ts';
import { game, resetGame } from '#client/state/game.ts';
import { sampleGame } from '#client/testing/gameFixture.ts';
import { renderAt } from '#client/test/renderAt.tsx';
import { ExpectedPanel } from './book/ShowDetails.tsx';
import { outlookInputs, placeInWeekAhead } from './list/outlookInputs.ts';
import { sampleShow } from './testing/showFixture.ts';
import { fixtureRoster, fixtureShow, mirrorOf } from './testing/showCardFixture.ts';
import { ShowSummaryPage } from './summary/ShowSummaryPage.tsx';

vi.mock('#client/net/gameConnection.ts', () => ({
  connectGame: vi.fn(async () => {}),
  leaveGame: vi.fn(async () => {}),
  requestCommand: vi.fn(async () => ({ ok: true, answer: { events: [] } })),
}));

// A 2nd show of the week at a 400-seat club, sold out, with a rivalry and a surge: every kind of part.
const breakdown = attendanceBreakdown({ expectedRating: 4.5, popularity: 45, ticketPrice: 40, capacity: 400, rivalryDraw: 0.1, advertisingShare: 0, upgradeShare: 0, surgeShare: 0.2, place: 2 });

describe('attendance breakdown on screen', () => {
  beforeEach(() => {
    resetGame();
    game.status = 'connected';
  });

  it('the booking page explains the expected fans, part by part, on demand', () => {
    const expected: ExpectedShow = { rating: { value: 4.5, parts: [] }, segments: [], attendance: breakdown.value, attendanceBreakdown: breakdown, ticketRevenue: breakdown.value * 40, nightCosts: 0, problems: [] };
    const show = sampleShow({ id: 's1', name: 'Harbor Nights', segmentCount: 3, venueCapacity: 400 });
    renderAt('/book-show/s1', <ExpectedPanel show={show} expected={expected} />);
    expect(screen.queryByTestId('expected-attendance-breakdown')).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Show why 400 fans' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const list = screen.getByTestId('expected-attendance-breakdown');
    const parts = within(list).getAllByTestId('attendance-part').map((p) => p.textContent);
    expect(parts).toEqual([
      `Popularity 45 and a 4.5-star card, at the fair price of $33${breakdown.parts[0]!.fans.toLocaleString('en-US')}`,
      ...breakdown.parts.slice(1).map((p) => `${p.label}${p.fans >= 0 ? '+' : '−'}${Math.abs(p.fans).toLocaleString('en-US')}`),
    ]);
    expect(parts.some((p) => p!.startsWith('2nd show of your week: fans share it with your earlier show (x0.67)−'))).toBe(true);
    expect(parts.at(-1)).toMatch(/^Sold out: 400 seats−/);
    expect(within(list).getByTestId('expected-attendance-breakdown-total').textContent).toBe('400 / 400');
    expect(list.textContent).toContain('Sold out');
  });

  it('the show summary says why the fans came', () => {
    const show = fixtureShow();
    show.result = { ...show.result!, attendance: breakdown.value, attendanceBreakdown: breakdown };
    game.state = sampleGame({ roster: fixtureRoster, shows: { show1: mirrorOf(show) } });
    renderAt('/show-summary/show1', <ShowSummaryPage showId="show1" />);
    expect(screen.getByRole('heading', { name: 'Why 400 fans came' })).toBeTruthy();
    const list = screen.getByTestId('summary-attendance-breakdown');
    expect(within(list).getAllByTestId('attendance-part').map((p) => p.textContent!.split(/[+−\d]/)[0])).toEqual(breakdown.parts.map((p) => p.label.split(/[+−\d]/)[0]));
    expect(within(list).getByTestId('summary-attendance-breakdown-total').textContent).toBe('400 / 400');
  });

  it('an old result without a breakdown keeps its summary, without the section', () => {
    game.state = sampleGame({ roster: fixtureRoster, shows: { show1: mirrorOf(fixtureShow()) } });
    renderAt('/show-summary/show1', <ShowSummaryPage showId="show1" />);
    expect(screen.getByTestId('summary-attendance').textContent).toBe('350 / 400 (88%)');
    expect(screen.queryByTestId('summary-attendance-breakdown')).toBeNull();
  });

  it("the create-show outlook places a new show after the week's shows already booked", () => {
    const state = sampleGame({ shows: { a: sampleShow({ id: 'a', name: 'One', weekIndex: 0 }), b: sampleShow({ id: 'b', name: 'Two', weekIndex: 0 }), c: sampleShow({ id: 'c', name: 'Later', weekIndex: 2 }) } });
    const inputs = outlookInputs(state);
    expect([0, 1, 2].map((ahead) => placeInWeekAhead(inputs, ahead))).toEqual([3, 1, 2]);
  });
});
