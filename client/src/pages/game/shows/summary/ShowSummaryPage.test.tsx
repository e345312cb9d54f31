import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { requestCommand } from '#client/net/gameConnection.ts';
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

const mockedRequest = vi.mocked(requestCommand);

function seed(synced: boolean) {
  game.status = 'connected';
  game.state = sampleGame({
    roster: fixtureRoster,
    shows: synced ? { show1: mirrorOf(fixtureShow()) } : {},
    championships: { t1: { id: 't1', name: 'Iron Title', prestige: 40, holderId: 'w3', holderName: 'Vera Stone', defenseCount: 0, reignDays: 0, reigns: 2, createdAt: 0, prestigeParts: '' } },
  });
}

describe('show summary page', () => {
  beforeEach(() => {
    resetGame();
    mockedRequest.mockReset();
  });

  it('shows the TV viewers and the episode payment of a televised show', () => {
    const show = fixtureShow();
    show.result = { ...show.result!, viewership: 6_229, tvRevenue: 3_000, revenue: 10_420 };
    game.status = 'connected';
    game.state = sampleGame({ roster: fixtureRoster, shows: { show1: mirrorOf(show) } });
    renderAt('/show-summary/show1', <ShowSummaryPage showId="show1" />);
    expect(screen.getByTestId('summary-viewership').textContent).toBe('6,229');
    expect(screen.getByTestId('summary-tv').textContent).toBe('$3,000');
    expect(screen.getByTestId('summary-revenue').textContent).toBe('$10,420');
  });

  it('tells how each segment went, its beats behind "How it went", the finish naming the winner', () => {
    seed(true);
    renderAt('/show-summary/show1', <ShowSummaryPage showId="show1" />);
    const segments = screen.getAllByTestId('summary-segment');
    const how = segments.map((segment) => within(segment).getByTestId('how-it-went'));
    expect(how).toHaveLength(3);
    expect((how[1] as HTMLDetailsElement).open).toBe(false);
    expect(within(how[1]!).getAllByTestId('segment-beat').at(-1)!.textContent).toBe('Vera Stone climbs to the top of the ladder and pulls down the Iron Title: Vera Stone wins by retrieving the prize.');
    expect(within(how[2]!).getAllByTestId('segment-beat').at(-1)!.textContent).toContain('Kit Hollander wins by pinfall');
    // Every breakdown stays.
    expect(within(segments[1]!).getByTestId('segment-stars').textContent).toBe('5.1');
    expect(within(segments[1]!).getByTestId('segment-changes')).toBeTruthy();
  });

  it('shows the rating with its breakdown, attendance, money and every segment', () => {
    seed(true);
    renderAt('/show-summary/show1', <ShowSummaryPage showId="show1" />);
    expect(screen.getByTestId('summary-name').textContent).toBe('Friday Night Fury');
    expect(screen.getByTestId('show-summary').textContent).toContain('Week 1, January 2025');
    expect(screen.getByTestId('show-summary').textContent).toContain('Rust Belt Social Club');
    expect(screen.getByTestId('summary-rating').textContent).toBe('4.2');
    const breakdown = screen.getByTestId('summary-breakdown');
    expect(within(breakdown).getAllByTestId('rating-part').map((part) => part.textContent)).toEqual(['Opening promo (x0.5)+0.60', 'Title match+1.40', 'Main event (x2)+2.20']);
    expect(screen.getByTestId('summary-attendance').textContent).toBe('350 / 400 (88%)');
    expect(screen.getByTestId('summary-tickets').textContent).toBe('$7,000');
    expect(screen.getByTestId('summary-merchandise').textContent).toBe('$420');
    expect(screen.getByTestId('summary-revenue').textContent).toBe('$7,420');
    expect(screen.getByTestId('summary-costs').textContent).toBe('−$2,600');
    expect(screen.getByTestId('summary-rental').textContent).toBe('−$1,000');
    expect(screen.getByTestId('summary-profit').textContent).toBe('$3,820');
    expect(screen.getByTestId('summary-popularity').textContent).toBe('+0.6');
    expect(screen.getByTestId('summary-expected').textContent).toContain('Expected 3.9, delivered 4.2');

    const segments = screen.getAllByTestId('summary-segment');
    expect(segments).toHaveLength(3);
    const title = within(segments[1]!);
    expect(title.getByTestId('segment-title').textContent).toBe('Vera Stone vs. Bo Lightfoot for the Iron Title');
    expect(title.getByTestId('segment-title-outcome').textContent).toContain('Vera Stone wins the Iron Title');
    const winners = title.getAllByTestId('segment-participant').filter((p) => p.dataset.winner);
    expect(winners.map((w) => w.textContent)).toEqual(['Vera Stone(winner)']);
    // The match winner wears a trophy; the crown marks the title (champions) only.
    expect(winners[0]!.querySelector('[data-icon="winner"]')?.classList.contains('lucide-trophy')).toBe(true);
    expect(winners[0]!.querySelector('.lucide-crown')).toBeNull();
    expect(title.getByTestId('segment-title-outcome').querySelector('[data-icon="champion"]')?.classList.contains('lucide-crown')).toBe(true);
    expect(title.getByTestId('segment-changes').textContent).toContain('+1.3 pop.');
    expect(title.getByTestId('segment-changes').textContent).toContain('+3 morale');
    expect(title.getByTestId('segment-injuries').textContent).toContain('out for 3 weeks');
    fireEvent.click(title.getByTestId('segment-breakdown-toggle'));
    expect(title.getByTestId('segment-breakdown-total').textContent).toContain('5.10');
    expect(within(segments[2]!).getByText('Main event')).toBeTruthy();
    // A synced show is not asked for again; only what the fans said about it is.
    expect(mockedRequest.mock.calls.map(([name]) => name)).toEqual(['getFanComments']);
  });

  it('says how each match was won (a win by disqualification keeps the title) and why each popularity moved; older results still read', () => {
    const show = fixtureShow();
    const match = show.segments[1]!;
    if (match.kind !== 'match' || !match.result) throw new Error('fixture');
    match.result = {
      ...match.result,
      finish: 'Bo Lightfoot wins by disqualification',
      finishType: 'disqualification',
      winners: ['w4'],
      changes: [
        { wrestlerId: 'w3', name: 'Vera Stone', popularity: 0.72, morale: 0, reasons: [{ label: 'Match rating', amount: 0.82 }, { label: 'Loss by disqualification (protected)', amount: -0.1 }] },
        { wrestlerId: 'w4', name: 'Bo Lightfoot', popularity: 1.02, morale: 2, reasons: [{ label: 'Match rating', amount: 0.82 }, { label: 'Cheap win by disqualification', amount: 0.2 }] },
      ],
      title: { championshipId: 't1', outcome: 'no_change', holderId: 'w3', previousHolderId: 'w3', prestigeChange: 0.2 },
    };
    game.status = 'connected';
    game.state = sampleGame({
      roster: fixtureRoster,
      shows: { show1: mirrorOf(show) },
      championships: { t1: { id: 't1', name: 'Iron Title', prestige: 40, holderId: 'w3', holderName: 'Vera Stone', defenseCount: 1, reignDays: 7, reigns: 1, createdAt: 0, prestigeParts: '' } },
    });
    renderAt('/show-summary/show1', <ShowSummaryPage showId="show1" />);
    const [, title, old] = screen.getAllByTestId('summary-segment');
    expect(within(title!).getByTestId('segment-outcome').textContent).toBe('Bo Lightfoot wins by disqualification');
    expect(within(title!).getByTestId('segment-title-outcome').textContent).toBe('No changeVera Stone keeps the Iron Title: a title does not change hands by disqualification (prestige +0.2)');
    expect(within(title!).getAllByTestId('change-reasons').map((r) => r.textContent)).toEqual([
      'Match rating +0.82 · Loss by disqualification (protected) −0.10',
      'Match rating +0.82 · Cheap win by disqualification +0.20',
    ]);
    // A result from before the booked finish: the stipulation's word, no reasons.
    expect(within(old!).getByTestId('segment-outcome').textContent).toBe('Kit Hollander wins by pinfall');
    expect(within(old!).queryByTestId('change-reasons')).toBeNull();
  });

  it('asks the room for a show no longer synced', async () => {
    seed(false);
    mockedRequest.mockResolvedValue({ ok: true, answer: { events: [], show: fixtureShow() } });
    renderAt('/show-summary/show1', <ShowSummaryPage showId="show1" />);
    expect(screen.getByTestId('summary-loading')).toBeTruthy();
    await act(async () => {});
    expect(mockedRequest).toHaveBeenCalledWith('getShow', { showId: 'show1' });
    expect(screen.getByTestId('summary-rating').textContent).toBe('4.2');
    expect(screen.getByTestId('show-summary').textContent).toContain('Rust Belt Social Club');
  });

  it('says when the show does not exist', async () => {
    seed(false);
    mockedRequest.mockResolvedValue({ ok: false, rejected: true, message: 'That show does not exist.' });
    renderAt('/show-summary/zzz', <ShowSummaryPage showId="zzz" />);
    await act(async () => {});
    expect(screen.getByTestId('show-not-found').textContent).toContain('That show does not exist.');
  });
});
