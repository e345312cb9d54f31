import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestCommand } from '#client/net/gameConnection.ts';
import { game, resetGame } from '#client/state/game.ts';
import { sampleGame } from '#client/testing/gameFixture.ts';
import { renderAt } from '#client/test/renderAt.tsx';
import { fixtureExpected, fixtureResult, fixtureRoster, fixtureShow, mirrorOf } from '../testing/showCardFixture.ts';
import { RunShowPage } from './RunShowPage.tsx';
import { showBeats } from '../summary/SegmentBeats.tsx';
import { BEAT_MS, buildUpMs, RESULT_MS } from './useLiveReveal.ts';

vi.mock('#client/net/gameConnection.ts', () => ({
  connectGame: vi.fn(async () => {}),
  leaveGame: vi.fn(async () => {}),
  requestCommand: vi.fn(async () => ({ ok: true, answer: { events: [] } })),
}));

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast: toasts }));

const mockedRequest = vi.mocked(requestCommand);

const titles = { t1: { id: 't1', name: 'Iron Title', prestige: 40, holderId: 'w4', holderName: 'Bo Lightfoot', defenseCount: 0, reignDays: 0, reigns: 1, createdAt: 0, prestigeParts: '' } };
/** The fixture show's beats, as the page tells them (the shared segmentBeats on the roster). */
const fixtureBeats = () => showBeats('show1', fixtureShow().segments, fixtureRoster, titles);

function reduceMotion() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({ matches: query === '(prefers-reduced-motion: reduce)', media: query, onchange: null, addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false }) as MediaQueryList,
  );
}

async function startShow() {
  seed(false);
  mockedRequest.mockResolvedValue({ ok: true, answer: { events: [], show: fixtureShow() } });
  renderAt('/shows/show1/run', <RunShowPage showId="show1" />);
  await act(async () => {
    fireEvent.click(screen.getByTestId('start-show'));
  });
}

function seed(run: boolean, overrides: Parameters<typeof fixtureShow>[0] = {}) {
  const show = fixtureShow(overrides, run);
  game.status = 'connected';
  game.state = sampleGame({
    roster: fixtureRoster,
    shows: { show1: mirrorOf(show) },
    championships: titles,
  });
}

async function advance(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

/** Plays a segment's build-up: each beat's timer is set once the beat before has shown. */
async function playBeats(count: number) {
  for (let i = 0; i < count; i++) await advance(buildUpMs(1));
}

describe('run show page', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetGame();
    mockedRequest.mockReset();
    toasts.error.mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the card in order with the main event last, the expected rating and fans, and a Start button', () => {
    seed(false);
    renderAt('/shows/show1/run', <RunShowPage showId="show1" />);
    expect(screen.getByTestId('run-page')).toBeTruthy();
    expect(screen.getByTestId('run-show-name').textContent).toBe('Friday Night Fury');
    const rows = screen.getAllByTestId('run-card-segment');
    expect(rows.map((row) => row.textContent)).toEqual([expect.stringContaining('Opening Promo'), expect.stringContaining('for the Iron Title'), expect.stringContaining('Kit Hollander vs. Rex Dorado')]);
    expect(within(rows[2]!).getByText('Main event')).toBeTruthy();
    expect(within(rows[0]!).queryByText('Main event')).toBeNull();
    expect(screen.getByTestId('expected-rating').textContent).toContain('3.9');
    expect(screen.getByTestId('expected-attendance').textContent).toBe('350 / 400');
    expect(screen.getByTestId('pre-show').textContent).toContain('88% full');
    expect((screen.getByTestId('start-show') as HTMLButtonElement).disabled).toBe(false);
    expect(mockedRequest).not.toHaveBeenCalled();
  });

  it('starts the show, reveals segments one at a time in order, then the final rating', async () => {
    seed(false);
    mockedRequest.mockResolvedValue({ ok: true, answer: { events: [], show: fixtureShow() } });
    renderAt('/shows/show1/run', <RunShowPage showId="show1" />);
    await act(async () => {
      fireEvent.click(screen.getByTestId('start-show'));
    });
    expect(mockedRequest).toHaveBeenCalledWith('runShow', { showId: 'show1' });
    const beats = fixtureBeats().map((segment) => segment.length);

    // Segment 1 builds up: participants, no result yet.
    let live = screen.getAllByTestId('live-segment');
    expect(live).toHaveLength(1);
    expect(live[0]!.getAttribute('data-stage')).toBe('building');
    expect(within(live[0]!).getByTestId('segment-in-progress')).toBeTruthy();
    expect(within(live[0]!).queryByTestId('segment-outcome')).toBeNull();
    expect(screen.getByTestId('live-progress-label').textContent).toBe('Segment 1 of 3');
    expect(screen.queryByTestId('run-show-rating')).toBeNull();

    await playBeats(beats[0]!);
    live = screen.getAllByTestId('live-segment');
    expect(live[0]!.getAttribute('data-stage')).toBe('shown');
    expect(within(live[0]!).getByTestId('segment-stars').textContent).toBe('2.4');
    expect(within(live[0]!).getByTestId('segment-crowd').textContent).toContain('polite but quiet');

    await advance(RESULT_MS);
    live = screen.getAllByTestId('live-segment');
    expect(live).toHaveLength(2);
    expect(screen.getByTestId('live-progress-label').textContent).toBe('Segment 2 of 3');
    await playBeats(beats[1]!);
    const title = within(live[1]!);
    expect(title.getByTestId('segment-outcome').textContent).toBe('Vera Stone wins by retrieving the prize');
    expect(title.getByTestId('segment-title-outcome').textContent).toContain('New champion!');
    expect(title.getByTestId('segment-title-outcome').textContent).toContain('Vera Stone wins the Iron Title');
    expect(title.getByTestId('segment-injuries').textContent).toContain('Bo Lightfoot is injured: out for 3 weeks');
    // The breakdown opens on demand.
    expect(title.queryByTestId('segment-breakdown')).toBeNull();
    fireEvent.click(title.getByTestId('segment-breakdown-toggle'));
    expect(title.getByTestId('segment-breakdown').textContent).toContain('In-ring work');
    expect(screen.getByTestId('live-announcer').textContent).toContain('Segment 2 of 3: Vera Stone wins by retrieving the prize');

    await advance(RESULT_MS);
    live = screen.getAllByTestId('live-segment');
    expect(live).toHaveLength(3);
    expect(live[2]!.getAttribute('data-stage')).toBe('building');
    // Nothing gives the result away while the match is under way.
    expect(within(live[2]!).getAllByTestId('segment-participant').filter((p) => p.dataset.winner)).toHaveLength(0);
    await playBeats(beats[2]!);
    expect(within(live[2]!).getByTestId('segment-outcome').textContent).toBe('Kit Hollander wins by pinfall');
    expect(screen.queryByTestId('run-show-rating')).toBeNull();

    await advance(RESULT_MS);
    expect(screen.getByTestId('run-show-rating').textContent).toBe('4.2');
    expect(screen.getByTestId('run-attendance').textContent).toBe('350 / 400');
    expect(screen.getByTestId('run-final').textContent).toContain('88% of the seats');
    expect(screen.getByTestId('run-revenue').textContent).toBe('$7,420');
    expect(screen.getByTestId('run-popularity').textContent).toBe('+0.6');
    expect(screen.getByTestId('to-summary').getAttribute('href')).toBe('/show-summary/show1');
    expect(screen.queryByTestId('skip-to-end')).toBeNull();
    expect(mockedRequest).toHaveBeenCalledTimes(1);
  });

  it('plays each segment as beats, one by one, with a crowd meter that follows them and settles on the rating', async () => {
    await startShow();
    const beats = fixtureBeats();
    expect(beats[1]!.at(-1)!.text).toBe('Vera Stone climbs to the top of the ladder and pulls down the Iron Title: Vera Stone wins by retrieving the prize.');
    // The promo: its first beat at once, then the next.
    let segment = screen.getAllByTestId('live-segment')[0]!;
    expect(within(segment).getAllByTestId('segment-beat').map((b) => b.textContent)).toEqual([beats[0]![0]!.text]);
    let meter = screen.getByRole('meter', { name: 'Crowd' });
    expect(Number(meter.getAttribute('aria-valuenow'))).toBe(beats[0]![0]!.crowd);
    expect(meter.getAttribute('aria-valuemin')).toBe('0');
    expect(meter.getAttribute('aria-valuemax')).toBe('10');
    await advance(BEAT_MS);
    expect(within(segment).getAllByTestId('segment-beat')).toHaveLength(2);
    expect(screen.getByTestId('live-announcer').textContent).toBe(`Segment 1 of 3: ${beats[0]![1]!.text}`);
    await playBeats(beats[0]!.length - 1);
    // Revealed: the meter stands on the segment's rating, with its words.
    meter = screen.getByRole('meter', { name: 'Crowd' });
    expect(meter.getAttribute('aria-valuenow')).toBe('2.4');
    expect(meter.getAttribute('aria-valuetext')).toBe('Crowd: restless (2.4 of 10)');
    expect(within(segment).getByTestId('segment-stars').textContent).toBe('2.4');

    // The title match: beats in order, the winner named in the last, the meter rising and falling with them.
    await advance(RESULT_MS);
    segment = screen.getAllByTestId('live-segment')[1]!;
    const seen: number[] = [];
    for (let i = 1; i <= beats[1]!.length; i++) {
      expect(within(segment).getAllByTestId('segment-beat')).toHaveLength(i);
      seen.push(Number(screen.getByRole('meter', { name: 'Crowd' }).getAttribute('aria-valuenow')));
      await advance(BEAT_MS);
    }
    expect(seen).toEqual(beats[1]!.map((b) => b.crowd));
    expect(seen.at(-1)).toBe(5.1);
    expect(screen.getByRole('meter', { name: 'Crowd' }).getAttribute('aria-valuetext')).toBe('Crowd: warm (5.1 of 10)');
    expect(within(segment).getByTestId('segment-outcome').textContent).toBe('Vera Stone wins by retrieving the prize');
  });

  it('Fast-forward jumps to the result of the segment under way, and the next one plays its beats', async () => {
    await startShow();
    expect(screen.getAllByTestId('live-segment')[0]!.getAttribute('data-stage')).toBe('building');
    fireEvent.click(screen.getByRole('button', { name: 'Fast-forward' }));
    const segment = screen.getAllByTestId('live-segment')[0]!;
    expect(segment.getAttribute('data-stage')).toBe('shown');
    expect(within(segment).getByTestId('segment-stars').textContent).toBe('2.4');
    expect(screen.getByRole('meter', { name: 'Crowd' }).getAttribute('aria-valuenow')).toBe('2.4');
    await advance(RESULT_MS);
    const next = screen.getAllByTestId('live-segment')[1]!;
    expect(next.getAttribute('data-stage')).toBe('building');
    expect(within(next).getAllByTestId('segment-beat')).toHaveLength(1);
  });

  it('with reduced motion keeps a plain reveal: each segment at once with its beats listed, no build-up', async () => {
    reduceMotion();
    await startShow();
    const beats = fixtureBeats();
    const segment = screen.getAllByTestId('live-segment')[0]!;
    expect(segment.getAttribute('data-stage')).toBe('shown');
    expect(within(segment).getAllByTestId('segment-beat').map((b) => b.textContent)).toEqual(beats[0]!.map((b) => b.text));
    // Listed in the open, not behind a toggle.
    expect(within(segment).queryByTestId('how-it-went')).toBeNull();
    expect(screen.getByRole('meter', { name: 'Crowd' }).getAttribute('aria-valuenow')).toBe('2.4');
    fireEvent.click(screen.getByTestId('skip-to-end'));
    expect(screen.getByTestId('run-show-rating').textContent).toBe('4.2');
  });

  it('keeps each revealed segment\'s beats behind "How it went" on an already-run show', () => {
    seed(true);
    renderAt('/shows/show1/run', <RunShowPage showId="show1" />);
    const segments = screen.getAllByTestId('live-segment');
    const how = within(segments[2]!).getByTestId('how-it-went');
    expect(how.textContent).toContain('How it went');
    expect(within(how).getAllByTestId('segment-beat').at(-1)!.textContent).toContain('Kit Hollander wins by pinfall');
  });

  it('Skip to the end reveals every segment and the final rating at once', async () => {
    seed(false);
    mockedRequest.mockResolvedValue({ ok: true, answer: { events: [], show: fixtureShow() } });
    renderAt('/shows/show1/run', <RunShowPage showId="show1" />);
    await act(async () => {
      fireEvent.click(screen.getByTestId('start-show'));
    });
    expect(screen.getAllByTestId('live-segment')).toHaveLength(1);
    fireEvent.click(screen.getByTestId('skip-to-end'));
    const live = screen.getAllByTestId('live-segment');
    expect(live).toHaveLength(3);
    for (const segment of live) expect(segment.getAttribute('data-stage')).toBe('shown');
    expect(screen.getByTestId('run-show-rating').textContent).toBe('4.2');
    expect(screen.getByTestId('run-show-breakdown').textContent).toContain('Main event (x2)');
  });

  it('keeps showing the live replay when the synced show turns complete', async () => {
    seed(false);
    mockedRequest.mockImplementation(async () => {
      game.state!.shows.show1 = mirrorOf(fixtureShow());
      return { ok: true, answer: { events: [], show: fixtureShow() } };
    });
    renderAt('/shows/show1/run', <RunShowPage showId="show1" />);
    await act(async () => {
      fireEvent.click(screen.getByTestId('start-show'));
    });
    expect(screen.getAllByTestId('live-segment')).toHaveLength(1);
    expect(screen.getByTestId('skip-to-end')).toBeTruthy();
  });

  it("keeps Start disabled and says why when the funds plus the ticket money would not cover the night's fees", () => {
    const fees = "This show's night fees ($14,000) are more than your funds ($4,183) plus its expected ticket sales ($9,816).";
    const show = fixtureShow({}, false);
    game.status = 'connected';
    game.state = sampleGame({ roster: fixtureRoster, shows: { show1: mirrorOf(show, { ...fixtureExpected, nightCosts: 14_000, ticketRevenue: 9_816, problems: [fees] }) } });
    renderAt('/shows/show1/run', <RunShowPage showId="show1" />);
    const notice = screen.getByTestId('run-problems');
    expect(notice.textContent).toContain('Before the show can start');
    expect(notice.textContent).toContain(fees);
    expect((screen.getByTestId('start-show') as HTMLButtonElement).disabled).toBe(true);
  });

  it('toasts the refusal and stays on the pre-show screen', async () => {
    seed(false);
    mockedRequest.mockResolvedValue({ ok: false, rejected: true, message: 'Book at least one match before running the show.' });
    renderAt('/shows/show1/run', <RunShowPage showId="show1" />);
    await act(async () => {
      fireEvent.click(screen.getByTestId('start-show'));
    });
    expect(toasts.error).toHaveBeenCalledWith('The show cannot start', { description: 'Book at least one match before running the show.' });
    expect(screen.getByTestId('pre-show')).toBeTruthy();
  });

  it('shows an already-run show at once without running anything', () => {
    seed(true);
    renderAt('/shows/show1/run', <RunShowPage showId="show1" />);
    expect(screen.queryByTestId('start-show')).toBeNull();
    expect(screen.queryByTestId('skip-to-end')).toBeNull();
    expect(screen.getAllByTestId('live-segment')).toHaveLength(3);
    expect(screen.getByTestId('run-show-rating').textContent).toBe('4.2');
    expect(screen.getByTestId('to-summary').getAttribute('href')).toBe('/show-summary/show1');
    expect(mockedRequest).not.toHaveBeenCalled();
  });

  it("names what the revenue holds from the lines it sums: TV money included when a deal paid", () => {
    seed(true, { result: { ...fixtureResult, tvRevenue: 3000, revenue: 10420 } });
    const { unmount } = renderAt('/shows/show1/run', <RunShowPage showId="show1" />);
    const tile = screen.getByTestId('run-revenue').parentElement!;
    expect(screen.getByTestId('run-revenue').textContent).toBe('$10,420');
    expect(tile.textContent).toContain('Ticket sales, merchandise and TV deals');
    expect(tile.textContent).not.toContain('Tickets and merchandise');
    unmount();
    seed(true);
    renderAt('/shows/show1/run', <RunShowPage showId="show1" />);
    expect(screen.getByTestId('run-revenue').parentElement!.textContent).toContain('Ticket sales and merchandise');
  });

  it('draws the final rating on its 0-10 scale', () => {
    seed(true);
    renderAt('/shows/show1/run', <RunShowPage showId="show1" />);
    expect(within(screen.getByTestId('run-final')).getByRole('img', { name: '4.2 out of 10' })).toBeTruthy();
  });

  it('asks the room for a show it does not sync, and says when it does not exist', async () => {
    seed(false);
    mockedRequest.mockResolvedValue({ ok: false, rejected: true, message: 'That show does not exist.' });
    renderAt('/shows/nope/run', <RunShowPage showId="nope" />);
    expect(screen.getByTestId('run-loading')).toBeTruthy();
    await act(async () => {});
    expect(mockedRequest).toHaveBeenCalledWith('getShow', { showId: 'nope' });
    expect(screen.getByTestId('show-not-found').textContent).toContain('That show does not exist.');
  });
});
