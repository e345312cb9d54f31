import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { WeekAdvancePreview } from '../../../../../shared/sim/shows/unrunShows.ts';
import { requestCommand } from '../../../net/gameConnection.ts';
import { game, resetGame } from '../../../state/game.ts';
import { sampleGame } from '../../../state/gameFixture.ts';
import { requestWeekAdvance } from '../../../state/weekAdvanceRequest.ts';
import { renderAt } from '../../../test/renderAt.tsx';
import { NextWeekPage } from './NextWeekPage.tsx';

vi.mock('../../../net/gameConnection.ts', () => ({
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

/** Answers each command by name; previewWeekAdvance answers from the list given (the last one repeats). */
function room(previews: WeekAdvancePreview[], refuse: Record<string, string> = {}) {
  let asked = 0;
  mocked.mockImplementation(async (name, payload) => {
    const key = payload && 'showId' in payload ? `${name}:${String(payload.showId)}` : name;
    if (refuse[key]) return { ok: false, rejected: true, message: refuse[key] } satisfies Answer as never;
    if (name === 'previewWeekAdvance') return { ok: true, answer: { events: [], preview: previews[Math.min(asked++, previews.length - 1)] } } as never;
    if (name === 'advanceWeek') return { ok: true, answer: { events: [{ kind: 'weekAdvanced', week: 2, month: 'January', year: 2025 }] } } as never;
    return { ok: true, answer: { events: [] } } as never;
  });
}

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

  it('"Run them now, then advance" runs each show (an empty card auto-booked first), then advances', async () => {
    room([TWO_UNRUN]);
    open();
    fireEvent.click(await screen.findByTestId('unrun-shows-run'));
    expect(await screen.findByTestId('next-week-date')).toBeTruthy();
    expect(sent()).toEqual(['previewWeekAdvance', 'runShow:s1', 'autoBook:s2', 'runShow:s2', 'advanceWeek']);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("stops before advancing when a show cannot run, with the server's sentence and what is left", async () => {
    const left: WeekAdvancePreview = { shows: [TWO_UNRUN.shows[1]!], popularity: null };
    room([TWO_UNRUN, left], { 'runShow:s2': 'Book at least one match before running the show.' });
    open();
    fireEvent.click(await screen.findByTestId('unrun-shows-run'));
    const error = await screen.findByTestId('unrun-shows-error');
    expect(error.textContent).toBe('One Night could not run: Book at least one match before running the show. The week was not advanced.');
    expect(sent()).toEqual(['previewWeekAdvance', 'runShow:s1', 'autoBook:s2', 'runShow:s2', 'previewWeekAdvance']);
    expect(screen.getAllByTestId('unrun-show-name').map((n) => n.textContent)).toEqual(['One Night']);
    expect(screen.getByTestId('unrun-shows-popularity').textContent).toContain('no popularity lost');
  });

  it('"Skip them and advance" advances without running them', async () => {
    room([TWO_UNRUN]);
    open();
    fireEvent.click(await screen.findByTestId('unrun-shows-skip'));
    expect(await screen.findByTestId('next-week-date')).toBeTruthy();
    expect(sent()).toEqual(['previewWeekAdvance', 'advanceWeek']);
  });

  it('does not ask when every show of the week has run', async () => {
    room([{ shows: [], popularity: null }]);
    open();
    expect(await screen.findByTestId('next-week-date')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(sent()).toEqual(['previewWeekAdvance', 'advanceWeek']);
  });
});
