// The show summary says why popularity moved when the ticket price took its share (rules/shows.ts
// gougingPopularityChange): the night's rating against what the fans expect, and the price.
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { game, resetGame } from '#client/state/game.ts';
import { sampleGame } from '#client/testing/gameFixture.ts';
import { renderAt } from '#client/test/renderAt.tsx';
import { fixtureRoster, fixtureShow, mirrorOf } from '../testing/showCardFixture.ts';
import { ShowSummaryPage } from './ShowSummaryPage.tsx';

vi.mock('#client/net/gameConnection.ts', () => ({
  connectGame: vi.fn(async () => {}),
  leaveGame: vi.fn(async () => {}),
  requestCommand: vi.fn(async () => ({ ok: true, answer: { events: [] } })),
}));

describe('why popularity moved', () => {
  beforeEach(() => resetGame());

  it('lists the rating and the overcharged crowd when the price took its share', () => {
    const show = fixtureShow();
    show.result = {
      ...show.result!,
      popularityChange: -0.6,
      popularityParts: [
        { label: 'A 4.2-star show against the 2.5 your fans expect', amount: 0.28 },
        { label: 'Ticket price $75, 3.0x the fair $25: fans felt overcharged', amount: -0.88 },
      ],
    };
    game.status = 'connected';
    game.state = sampleGame({ roster: fixtureRoster, shows: { show1: mirrorOf(show) } });
    renderAt('/show-summary/show1', <ShowSummaryPage showId="show1" />);
    const parts = screen.getByTestId('summary-popularity-parts');
    expect([...parts.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'A 4.2-star show against the 2.5 your fans expect+0.28',
      'Ticket price $75, 3.0x the fair $25: fans felt overcharged−0.88',
    ]);
  });

  it('shows nothing more at a fair price', () => {
    game.status = 'connected';
    game.state = sampleGame({ roster: fixtureRoster, shows: { show1: mirrorOf(fixtureShow()) } });
    renderAt('/show-summary/show1', <ShowSummaryPage showId="show1" />);
    expect(screen.getByTestId('summary-popularity')).toBeTruthy();
    expect(screen.queryByTestId('summary-popularity-parts')).toBeNull();
  });
});
