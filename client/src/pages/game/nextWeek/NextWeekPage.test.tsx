import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { WeekAdvancePreview } from '#shared/sim/shows/unrunShows.ts';
import { requestCommand } from '#client/net/gameConnection.ts';
import { game, resetGame } from '#client/state/game.ts';
import { sampleGame } from '#client/testing/gameFixture.ts';
import { requestWeekAdvance } from '#client/state/weekAdvanceRequest.ts';
import { renderAt } from '#client/test/renderAt.tsx';
import { NextWeekPage } from './NextWeekPage.tsx';

vi.mock('#client/net/gameConnection.ts', () => ({
  connectGame: vi.fn(async () => {}),
  leaveGame: vi.fn(async () => {}),
  requestCommand: vi.fn(),
}));

const TWO_UNRUN: WeekAdvancePreview = {
  shows: [
    { showId: 's1', name: 'Harbor TV', venue: 'The Cellar Door', segmentCount: 3, refund: 250, tvMiss: { dealId: 'd1', networkId: 'local_community_tv', network: 'Local Community TV' }, weekly: true },
    { showId: 's2', name: 'One Night', venue: 'The Cellar Door', segmentCount: 0, refund: 250, tvMiss: null, weekly: false },
  ],
  popularity: { from: 10, to: 9.8, reason: 'No show was completed this week' },
};

type Answer = { ok: true; answer: Record<string, unknown> } | { ok: false; rejected: boolean; message: string };
const mocked = vi.mocked(requestCommand);
const sent = () => mocked.mock.calls.map(([name, payload]) => (payload && 'showId' in payload ? `${name}:${String(payload.showId)}` : name));
/** The payloads sent with one command, in order. */
const payloads = (command: string) => mocked.mock.calls.filter(([name]) => name === command).map(([, payload]) => payload ?? {});

const SIM_STOPPED = { weeks: 2, date: 'Week 3, January 2025', stoppedEarly: true, reasons: ["Ace Rivera's contract ends next week."], message: "Stopped at Week 3, January 2025: Ace Rivera's contract ends next week." };

/** Answers each command by name; previewWeekAdvance answers from the list given (the last one repeats). */
function room(previews: WeekAdvancePreview[], refuse: Record<string, string> = {}, extraEvents: Record<string, unknown>[] = []) {
  let asked = 0;
  mocked.mockImplementation(async (name, payload) => {
    const key = payload && 'showId' in payload ? `${name}:${String(payload.showId)}` : name;
    if (refuse[key]) return { ok: false, rejected: true, message: refuse[key] } satisfies Answer as never;
    if (name === 'previewWeekAdvance') return { ok: true, answer: { events: [], preview: previews[Math.min(asked++, previews.length - 1)] } } as never;
    if (name === 'advanceWeek') return { ok: true, answer: { events: [{ kind: 'weekAdvanced', week: 2, month: 'January', year: 2025 }, ...extraEvents] } } as never;
    if (name === 'simToWeek') return { ok: true, answer: { events: [{ kind: 'weekAdvanced', week: 3, month: 'January', year: 2025 }], sim: SIM_STOPPED } } as never;
    return { ok: true, answer: { events: [] } } as never;
  });
}

// jsdom has no scrolling: the report scrolls to its top when it opens (one test checks the call).
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

function open() {
  requestWeekAdvance();
  return renderAt('/next-week', <NextWeekPage />);
}

describe('Next Week with unrun shows', () => {
  beforeEach(() => {
    resetGame();
    mocked.mockReset();
    game.status = 'connected';
    game.state = sampleGame();
  });

  it('asks first: lists each unrun show, whether its card is booked, and what skipping costs', async () => {
    room([TWO_UNRUN]);
    open();
    const dialog = await screen.findByRole('alertdialog', { name: '2 shows of this week have not run' });
    const items = within(dialog).getAllByTestId('unrun-show');
    expect(items.map((i) => within(i).getByTestId('unrun-show-name').textContent)).toEqual(['Harbor TV', 'One Night']);
    expect(items[0]!.textContent).toContain('Card booked: 3 segments');
    expect(within(items[0]!).getByTestId('unrun-show-costs').textContent).toBe('Refund +$250 (half the rental)Misses an episode on Local Community TVWeekly show: not booked again next week');
    expect(items[1]!.textContent).toContain('Empty card: auto-booked if run');
    expect(within(items[1]!).getByTestId('unrun-show-costs').textContent).toBe('Refund +$250 (half the rental)');
    expect(within(dialog).getByTestId('unrun-shows-popularity').textContent).toBe('If skipped: popularity −0.2 (no show was completed this week); refunds $500 in all.');
    // Focus starts on the safe choice, inside the dialog.
    expect(document.activeElement).toBe(within(dialog).getByTestId('unrun-shows-cancel'));
    expect(sent()).toEqual(['previewWeekAdvance']);
  });

  it('Cancel keeps the week: back to the dashboard, nothing advanced', async () => {
    room([TWO_UNRUN]);
    const { currentPath } = open();
    fireEvent.click(await screen.findByTestId('unrun-shows-cancel'));
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
    expect(sent()).toEqual(['previewWeekAdvance']);
  });

  it('Escape cancels too', async () => {
    room([TWO_UNRUN]);
    const { currentPath } = open();
    fireEvent.keyDown(await screen.findByRole('alertdialog'), { key: 'Escape' });
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
    expect(sent()).not.toContain('advanceWeek');
  });

  // The room runs the shows in the advance (one server-side rule with the setting),
  // so the dialog sends one advanceWeek with the choice instead of runShow/autoBook command by command.
  it('"Run them now, then advance" sends the advance with the choice to run them (the room auto-books empty cards)', async () => {
    room([TWO_UNRUN]);
    open();
    fireEvent.click(await screen.findByTestId('unrun-shows-run'));
    expect(await screen.findByTestId('next-week-date')).toBeTruthy();
    expect(sent()).toEqual(['previewWeekAdvance', 'advanceWeek']);
    expect(payloads('advanceWeek')).toEqual([{ unrunShows: 'run' }]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('a show that could not run is in the week report with the reason', async () => {
    room([TWO_UNRUN], {}, [{ kind: 'showNotRun', federationId: 'f1', showId: 's2', name: 'One Night', reason: 'Auto-book needs at least 2 active wrestlers on your roster.' }]);
    open();
    fireEvent.click(await screen.findByTestId('unrun-shows-run'));
    expect(await screen.findByText('One Night could not run: Auto-book needs at least 2 active wrestlers on your roster.')).toBeTruthy();
  });

  it("keeps the dialog with the server's sentence when the advance is refused", async () => {
    room([TWO_UNRUN], { advanceWeek: 'Create your federation before advancing the week.' });
    open();
    fireEvent.click(await screen.findByTestId('unrun-shows-run'));
    const error = await screen.findByTestId('unrun-shows-error');
    expect(error.textContent).toBe('Create your federation before advancing the week. The week was not advanced.');
    expect(screen.getAllByTestId('unrun-show-name').map((n) => n.textContent)).toEqual(['Harbor TV', 'One Night']);
  });

  it('with "Run my unrun shows automatically" on, it does not ask: the room runs them', async () => {
    room([TWO_UNRUN]);
    game.state!.federation.autoRunShows = true;
    open();
    expect(await screen.findByTestId('next-week-date')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(sent()).toEqual(['advanceWeek']);
    expect(payloads('advanceWeek')).toEqual([{}]);
  });

  it('"Skip them and advance" advances without running them', async () => {
    room([TWO_UNRUN]);
    open();
    fireEvent.click(await screen.findByTestId('unrun-shows-skip'));
    expect(await screen.findByTestId('next-week-date')).toBeTruthy();
    expect(sent()).toEqual(['previewWeekAdvance', 'advanceWeek']);
    expect(payloads('advanceWeek')).toEqual([{ unrunShows: 'skip' }]);
  });

  it('opens the report at its top with the heading focused, not the Back to Dashboard button at the bottom', async () => {
    room([{ shows: [], popularity: null }]);
    open();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Week 2, January 2025' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.getAttribute('tabindex')).toBe('-1');
    expect(document.activeElement).not.toBe(screen.getByTestId('back-to-dashboard'));
    expect(vi.mocked(window.scrollTo)).toHaveBeenLastCalledWith({ top: 0, left: 0 });
  });

  it('does not ask when every show of the week has run', async () => {
    room([{ shows: [], popularity: null }]);
    open();
    expect(await screen.findByTestId('next-week-date')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(sent()).toEqual(['previewWeekAdvance', 'advanceWeek']);
  });
});

describe('Sim to week N', () => {
  beforeEach(() => {
    resetGame();
    mocked.mockReset();
    game.status = 'connected';
    game.state = sampleGame();
  });

  /** A direct visit: the last week report (none yet), then the Sim to week panel. */
  function visit() {
    return renderAt('/next-week', <NextWeekPage />);
  }

  it('offers every week up to 52 ahead, sims to the one picked and shows where and why it stopped', async () => {
    room([{ shows: [], popularity: null }]);
    visit();
    const target = (await screen.findByTestId('sim-to-week-target')) as HTMLSelectElement;
    expect(target.options).toHaveLength(52);
    expect(target.options[0]!.textContent).toBe('Week 2, January 2025 (1 week)');
    expect(target.options[51]!.textContent).toBe('Week 1, February 2026 (52 weeks)');
    fireEvent.change(target, { target: { value: '6' } });
    fireEvent.click(screen.getByTestId('sim-to-week-run'));
    const result = await screen.findByTestId('sim-result');
    expect(result.textContent).toBe("Sim to week stopped earlyStopped at Week 3, January 2025: Ace Rivera's contract ends next week. 2 weeks simulated.");
    expect(payloads('simToWeek')).toEqual([{ targetWeek: 6 }]);
  });

  it('asks first about this week\'s unrun shows (setting off), and sends the choice with the sim', async () => {
    room([TWO_UNRUN]);
    visit();
    fireEvent.click(await screen.findByTestId('sim-to-week-run'));
    fireEvent.click(await screen.findByTestId('unrun-shows-run'));
    expect(await screen.findByTestId('sim-result')).toBeTruthy();
    expect(payloads('simToWeek')).toEqual([{ targetWeek: 4, unrunShows: 'run' }]);
  });

  it('the setting switch sends setAutoRunShows', async () => {
    room([{ shows: [], popularity: null }]);
    visit();
    const toggle = await screen.findByTestId('auto-run-toggle');
    fireEvent.click(toggle);
    await waitFor(() => expect(payloads('setAutoRunShows')).toEqual([{ enabled: true }]));
  });
});
