// The dashboard and the week report show the sim's "from last week" changes: after a
// week whose show lifted popularity from 14.1 to 14.9 and funds by $7,245, neither says "No change".
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeBetween } from '#shared/sim/week/weekFigures.ts';
import { game, resetGame } from '#client/state/game.ts';
import { sampleGame } from '#client/testing/gameFixture.ts';
import { renderAt } from '#client/test/renderAt.tsx';
import { WeekSummary } from '../nextWeek/WeekSummary.tsx';
import { DashboardPage } from './DashboardPage.tsx';

vi.mock('#client/net/gameConnection.ts', () => ({
  connectGame: vi.fn(async () => {}),
  leaveGame: vi.fn(async () => {}),
  requestCommand: vi.fn(async () => ({ ok: true, answer: { events: [] } })),
}));

const lastWeekOpened = { funds: 50_000, popularity: 14.1, wrestlers: 4 };
const lastWeekClosed = { funds: 57_245, popularity: 14.9, wrestlers: 6 };

/** Week 2: last week opened at `lastWeekOpened` and closed at `lastWeekClosed`; `now` is where the federation is. */
function weekTwo(now = lastWeekClosed) {
  const base = sampleGame();
  return sampleGame({
    calendar: { ...base.calendar, week: 2, totalWeeksProgressed: 1 },
    federation: {
      ...base.federation,
      funds: now.funds,
      popularity: now.popularity,
      totalWrestlers: now.wrestlers,
      changeFromLastWeek: changeBetween(lastWeekOpened, now),
      lastWeekChange: changeBetween(lastWeekOpened, lastWeekClosed),
    },
  });
}

beforeEach(() => {
  resetGame();
  game.status = 'connected';
});

const trendOf = (testId: string) => screen.getByTestId(`${testId}-trend`).textContent;

describe('the dashboard\'s changes from last week', () => {
  it('shows the whole of last week right after the advance: show night included', () => {
    game.state = weekTwo();
    renderAt('/dashboard', <DashboardPage />);
    expect(screen.getByTestId('stat-funds-value').textContent).toBe('$57,245');
    expect(trendOf('stat-funds')).toBe('+$7,245 (+14.5%) from last week');
    expect(screen.getByTestId('stat-popularity-value').textContent).toBe('14.9%');
    expect(trendOf('stat-popularity')).toBe('+0.8 from last week');
    expect(trendOf('stat-wrestlers')).toBe('+2 from last week');
  });

  it('counts what the new week did on top, against the same opening', () => {
    game.state = weekTwo({ funds: 55_245, popularity: 14.9, wrestlers: 7 });
    renderAt('/dashboard', <DashboardPage />);
    expect(trendOf('stat-funds')).toBe('+$5,245 (+10.5%) from last week');
    expect(trendOf('stat-wrestlers')).toBe('+3 from last week');
  });

  it('says "this week" before the first week has been played', () => {
    game.state = sampleGame();
    renderAt('/dashboard', <DashboardPage />);
    expect(trendOf('stat-funds')).toBe('No change this week');
    expect(trendOf('stat-popularity')).toBe('No change this week');
  });
});

describe('the week report\'s figures', () => {
  it('shows last week\'s closing figures and their change, even after the new week spent money', () => {
    const state = weekTwo({ funds: 55_245, popularity: 14.9, wrestlers: 7 });
    render(<WeekSummary state={state} events={[]} review />);
    const funds = screen.getByTestId('next-week-funds');
    expect(funds.textContent).toBe('$57,245');
    expect(within(funds.parentElement!).getByText('+$7,245 (+14.5%) from last week')).toBeDefined();
    const popularity = screen.getByTestId('next-week-popularity');
    expect(popularity.textContent).toBe('14.9%');
    expect(within(popularity.parentElement!).getByText('+0.8 from last week')).toBeDefined();
  });
});
