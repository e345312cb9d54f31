import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ChampionshipState } from '#shared/schema/GameState.ts';
import type { ExpectedShow } from '#shared/sim/shows/runShow.ts';
import type { Segment } from '#shared/sim/shows/show.ts';
import { requestCommand } from '#client/net/gameConnection.ts';
import { game, resetGame, type ShowMirror } from '#client/state/game.ts';
import { rosterOf, sampleGame, sampleWrestler } from '#client/testing/gameFixture.ts';
import { renderAt } from '#client/test/renderAt.tsx';
import { sampleShow } from '../testing/showFixture.ts';
import { BookShowPage } from './BookShowPage.tsx';

vi.mock('#client/net/gameConnection.ts', () => ({
  connectGame: vi.fn(async () => {}),
  leaveGame: vi.fn(async () => {}),
  requestCommand: vi.fn(async () => ({ ok: true, answer: { events: [] } })),
}));

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast: toasts }));

const mockedRequest = vi.mocked(requestCommand);

const roster = rosterOf(
  sampleWrestler({ id: 'ace', name: 'Ace Steel', totalPoints: 300, category: 'C' }),
  sampleWrestler({ id: 'bruno', name: 'Bruno Vega', totalPoints: 280 }),
  sampleWrestler({ id: 'cyra', name: 'Cyra Lux', totalPoints: 260 }),
  sampleWrestler({ id: 'dax', name: 'Dax Rook', totalPoints: 240 }),
  sampleWrestler({ id: 'eve', name: 'Eve Marsh', totalPoints: 220 }),
  sampleWrestler({ id: 'finn', name: 'Finn Kade', totalPoints: 200, status: 'injured' }),
);

const card: Segment[] = [
  { id: 'seg1', kind: 'promo', title: 'Cyra speaks', promoType: 'promo', participants: ['cyra'], result: null },
  { id: 'seg2', kind: 'match', title: 'Dax Rook vs. Eve Marsh', type: 'singles', stipulation: 'standard', participants: ['dax', 'eve'], championshipId: null, isExhibition: true, winnerId: null, finish: null, bookingReason: null, result: null },
  { id: 'seg3', kind: 'match', title: 'Ace Steel vs. Bruno Vega (Ladder) for the Harbor Title', type: 'singles', stipulation: 'ladder', participants: ['ace', 'bruno'], championshipId: 'c1', isExhibition: false, winnerId: null, finish: null, bookingReason: null, result: null },
];
const expected: ExpectedShow = {
  rating: { value: 4.62, parts: [{ label: 'Main event', stars: 2.5 }] },
  segments: [
    { value: 2.4, parts: [{ label: 'Mic work', stars: 2.4 }] },
    { value: 3.06, parts: [{ label: 'In-ring work', stars: 3.06 }] },
    { value: 5.5, parts: [{ label: 'In-ring work', stars: 4.9 }, { label: 'Ladder', stars: 0.6 }] },
  ],
  attendance: 612,
  ticketRevenue: 11628,
  nightCosts: 2000,
  problems: [],
};

function seed(show: Partial<ShowMirror> = {}) {
  game.status = 'connected';
  game.state = sampleGame({
    roster,
    championships: { c1: { ...new ChampionshipState().toJSON(), id: 'c1', name: 'Harbor Title', prestige: 40, holderId: 'ace', holderName: 'Ace Steel' } },
    shows: { s1: sampleShow({ id: 's1', name: 'Harbor Nights', card: JSON.stringify(card), expected: JSON.stringify(expected), segmentCount: 3, matchCount: 2, ...show }) },
  });
}

function segmentIds() {
  return screen.getAllByTestId('card-segment').map((s) => s.getAttribute('data-segment-id'));
}

describe('booking page', () => {
  beforeEach(() => {
    resetGame();
    mockedRequest.mockReset();
    mockedRequest.mockImplementation(async () => ({ ok: true, answer: { events: [] } }));
    toasts.success.mockClear();
    toasts.error.mockClear();
  });

  it('shows the header, what the card promises and the card in order with MAIN EVENT last and expected stars', () => {
    seed();
    renderAt('/shows/s1/book', <BookShowPage showId="s1" />);
    expect(screen.getByTestId('book-show-name').textContent).toBe('Harbor Nights');
    expect(screen.getByTestId('expected-rating').textContent).toContain('4.6');
    expect(screen.getByTestId('expected-attendance').textContent).toBe('612 / 800');
    expect(screen.getByTestId('expected-tickets').textContent).toBe('$11,628');
    expect(segmentIds()).toEqual(['seg1', 'seg2', 'seg3']);
    const segments = screen.getAllByTestId('card-segment');
    expect(within(segments[2]!).getByTestId('main-event-label').textContent).toBe('Main event');
    expect(within(segments[0]!).queryByTestId('main-event-label')).toBeNull();
    expect(segments.map((s) => within(s).getByTestId('segment-expected').textContent)).toEqual(['2.4', '3.1', '5.5']);
    expect(within(segments[2]!).getByTestId('segment-kind').textContent).toBe('Singles · Ladder');
    expect(segments[2]!.textContent).toContain('Harbor Title');
    expect(segments[1]!.textContent).toContain('Exhibition');
    expect(within(segments[2]!).getByTestId('segment-participants').textContent).toBe('Ace Steelvs.Bruno Vega');
    // Promos cannot be edited, only removed and moved.
    expect(within(segments[0]!).queryByTestId('edit-segment-seg1')).toBeNull();
    fireEvent.click(within(segments[2]!).getByTestId('segment-stars-seg3'));
    expect(within(segments[2]!).getByTestId('segment-breakdown-seg3').textContent).toContain('Ladder');
    fireEvent.click(screen.getByTestId('toggle-show-breakdown'));
    expect(screen.getByTestId('show-breakdown-total').textContent).toContain('4.62');
    expect(screen.getByTestId('go-run-show').getAttribute('href')).toBe('/shows/s1/run');
    expect((screen.getByTestId('auto-book') as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows how tired each booked and available wrestler is before the show', () => {
    seed();
    game.state!.roster.ace!.fatigue = 82;
    game.state!.roster.bruno!.fatigue = 40;
    renderAt('/shows/s1/book', <BookShowPage showId="s1" />);
    const main = screen.getAllByTestId('card-segment')[2]!;
    expect(within(main).getByTestId('segment-fatigue').textContent).toBe('FatigueAce SteelFatigue: Exhausted82Bruno VegaFatigue: Tired40');
    const available = screen.getAllByTestId('available-wrestler');
    expect(within(available.find((li) => li.dataset.wrestlerId === 'ace')!).getByTestId('fatigue').textContent).toBe('Fatigue: Exhausted82');
    expect(within(available.find((li) => li.dataset.wrestlerId === 'eve')!).getByTestId('fatigue').textContent).toBe('Fatigue: Fresh0');
  });

  it('moves a segment down with the full new order, shown at once', async () => {
    seed();
    renderAt('/shows/s1/book', <BookShowPage showId="s1" />);
    expect((screen.getByTestId('move-up-seg1') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('move-down-seg3') as HTMLButtonElement).disabled).toBe(true);
    await act(async () => {
      fireEvent.click(screen.getByTestId('move-down-seg1'));
    });
    expect(mockedRequest).toHaveBeenCalledWith('reorderSegments', { showId: 's1', order: ['seg2', 'seg1', 'seg3'] });
    expect(segmentIds()).toEqual(['seg2', 'seg1', 'seg3']);
  });

  it('goes back to the synced order when a reorder is refused', async () => {
    mockedRequest.mockImplementation(async () => ({ ok: false, rejected: true, message: 'The new order must list every segment of the card once.' }));
    seed();
    renderAt('/shows/s1/book', <BookShowPage showId="s1" />);
    await act(async () => {
      fireEvent.click(screen.getByTestId('move-up-seg3'));
    });
    expect(mockedRequest).toHaveBeenCalledWith('reorderSegments', { showId: 's1', order: ['seg1', 'seg3', 'seg2'] });
    expect(segmentIds()).toEqual(['seg1', 'seg2', 'seg3']);
    expect(toasts.error).toHaveBeenCalledWith('Not possible', { description: 'The new order must list every segment of the card once.' });
  });

  it('adds a match: booked and injured wrestlers are disabled, and addMatch gets the right payload', async () => {
    seed({ card: JSON.stringify(card.slice(0, 2)), segmentCount: 2 });
    renderAt('/shows/s1/book', <BookShowPage showId="s1" />);
    fireEvent.click(screen.getByTestId('add-match'));
    const editor = screen.getByTestId('match-editor');
    const first = within(editor).getByTestId('participant-0') as HTMLSelectElement;
    const option = (id: string) => [...first.options].find((o) => o.value === id)!;
    expect(option('dax').disabled).toBe(true);
    expect(option('dax').textContent).toContain('booked: Dax Rook vs. Eve Marsh');
    expect(option('finn').disabled).toBe(true);
    expect(option('finn').textContent).toContain('Injured');
    expect(option('ace').disabled).toBe(false);
    expect((within(editor).getByTestId('save-match') as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(within(editor).getByTestId('stipulation-select'), { target: { value: 'steel_cage' } });
    fireEvent.change(first, { target: { value: 'bruno' } });
    // A wrestler picked in one slot is disabled in the other.
    const second = within(editor).getByTestId('participant-1') as HTMLSelectElement;
    expect([...second.options].find((o) => o.value === 'bruno')!.disabled).toBe(true);
    fireEvent.change(second, { target: { value: 'cyra' } });
    expect((within(editor).getByTestId('match-title-input') as HTMLInputElement).placeholder).toBe('Bruno Vega vs. Cyra Lux (Steel Cage)');

    // The title's champion must be in the match.
    fireEvent.change(within(editor).getByTestId('title-select'), { target: { value: 'c1' } });
    expect(within(editor).getByTestId('champion-missing').textContent).toContain('Ace Steel holds the Harbor Title');
    expect((within(editor).getByTestId('save-match') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(second, { target: { value: 'ace' } });
    expect(within(editor).queryByTestId('champion-missing')).toBeNull();
    fireEvent.change(within(editor).getByTestId('match-title-input'), { target: { value: 'Cage of Glory' } });
    await act(async () => {
      fireEvent.click(within(editor).getByTestId('save-match'));
    });
    expect(mockedRequest).toHaveBeenCalledWith('addMatch', {
      showId: 's1',
      type: 'singles',
      stipulation: 'steel_cage',
      participants: ['bruno', 'ace'],
      championshipId: 'c1',
      isExhibition: false,
      title: 'Cage of Glory',
      winnerId: null,
      finish: null,
    });
    expect(screen.queryByTestId('match-editor')).toBeNull();
  });

  it('keeps the match editor open on a refusal, and tag team has two teams', async () => {
    mockedRequest.mockImplementation(async () => ({ ok: false, rejected: true, message: 'A card holds at most 10 segments.' }));
    seed({ card: '[]', expected: '', segmentCount: 0, matchCount: 0 });
    renderAt('/shows/s1/book', <BookShowPage showId="s1" />);
    fireEvent.click(screen.getByTestId('add-match'));
    const editor = screen.getByTestId('match-editor');
    fireEvent.change(within(editor).getByTestId('match-type-select'), { target: { value: 'tag_team' } });
    expect(editor.textContent).toContain('Team 1, wrestler 1');
    expect(editor.textContent).toContain('Team 2, wrestler 2');
    expect((within(editor).getByTestId('title-select') as HTMLSelectElement).disabled).toBe(true);
    ['ace', 'bruno', 'cyra', 'dax'].forEach((id, index) => fireEvent.change(within(editor).getByTestId(`participant-${index}`), { target: { value: id } }));
    fireEvent.click(within(editor).getByTestId('exhibition-toggle'));
    await act(async () => {
      fireEvent.click(within(editor).getByTestId('save-match'));
    });
    expect(mockedRequest).toHaveBeenCalledWith('addMatch', { showId: 's1', type: 'tag_team', stipulation: 'standard', participants: ['ace', 'bruno', 'cyra', 'dax'], championshipId: null, isExhibition: true, title: '', winnerId: null, finish: null });
    expect(toasts.error).toHaveBeenCalledWith('Not possible', { description: 'A card holds at most 10 segments.' });
    expect(screen.getByTestId('match-editor')).toBeTruthy();
  });

  it('edits a match with updateMatch, its own wrestlers still available and an automatic title left automatic', async () => {
    seed();
    renderAt('/shows/s1/book', <BookShowPage showId="s1" />);
    fireEvent.click(screen.getByTestId('edit-segment-seg3'));
    const editor = screen.getByTestId('match-editor');
    expect((within(editor).getByTestId('participant-0') as HTMLSelectElement).value).toBe('ace');
    expect((within(editor).getByTestId('match-title-input') as HTMLInputElement).value).toBe('');
    expect((within(editor).getByTestId('title-select') as HTMLSelectElement).value).toBe('c1');
    fireEvent.change(within(editor).getByTestId('stipulation-select'), { target: { value: 'submission' } });
    await act(async () => {
      fireEvent.click(within(editor).getByTestId('save-match'));
    });
    expect(mockedRequest).toHaveBeenCalledWith('updateMatch', { showId: 's1', segmentId: 'seg3', type: 'singles', stipulation: 'submission', participants: ['ace', 'bruno'], championshipId: 'c1', isExhibition: false, title: '', winnerId: null, finish: null });
  });

  it('books the winner and the finish: the finishes the stipulation allows, no winner for a draw, a team by its names', async () => {
    seed({ card: '[]', expected: '', segmentCount: 0, matchCount: 0 });
    renderAt('/shows/s1/book', <BookShowPage showId="s1" />);
    fireEvent.click(screen.getByTestId('add-match'));
    const editor = screen.getByTestId('match-editor');
    const winner = () => within(editor).getByLabelText('Winner') as HTMLSelectElement;
    const finish = () => within(editor).getByLabelText('Finish') as HTMLSelectElement;
    const options = (select: HTMLSelectElement) => [...select.options].map((o) => o.textContent);
    expect(winner().value).toBe('');
    expect(finish().value).toBe('');
    expect(options(finish())).toEqual(['Left to the match', 'Clean pinfall', 'Submission', 'Count-out', 'Disqualification', 'Draw', 'No contest']);
    fireEvent.change(within(editor).getByTestId('participant-0'), { target: { value: 'ace' } });
    fireEvent.change(within(editor).getByTestId('participant-1'), { target: { value: 'bruno' } });
    expect(options(winner())).toEqual(['Left to the match', 'Ace Steel', 'Bruno Vega']);
    fireEvent.change(finish(), { target: { value: 'draw' } });
    expect(winner().disabled).toBe(true);
    expect(editor.textContent).toContain('A draw has no winner.');
    fireEvent.change(within(editor).getByTestId('stipulation-select'), { target: { value: 'ladder' } });
    expect(options(finish())).toEqual(['Left to the match', 'Retrieving the prize']);
    expect(finish().value).toBe('');
    fireEvent.change(within(editor).getByTestId('stipulation-select'), { target: { value: 'standard' } });
    fireEvent.change(winner(), { target: { value: 'bruno' } });
    fireEvent.change(finish(), { target: { value: 'disqualification' } });
    expect(editor.textContent).toContain('a title never changes hands on it');
    await act(async () => {
      fireEvent.click(within(editor).getByTestId('save-match'));
    });
    expect(mockedRequest).toHaveBeenCalledWith('addMatch', {
      showId: 's1',
      type: 'singles',
      stipulation: 'standard',
      participants: ['ace', 'bruno'],
      championshipId: null,
      isExhibition: false,
      title: '',
      winnerId: 'bruno',
      finish: 'disqualification',
    });

    fireEvent.click(screen.getByTestId('add-match'));
    const tag = screen.getByTestId('match-editor');
    fireEvent.change(within(tag).getByTestId('match-type-select'), { target: { value: 'tag_team' } });
    ['ace', 'bruno', 'cyra', 'dax'].forEach((id, index) => fireEvent.change(within(tag).getByTestId(`participant-${index}`), { target: { value: id } }));
    const tagWinner = within(tag).getByLabelText('Winner') as HTMLSelectElement;
    expect(options(tagWinner)).toEqual(['Left to the match', 'Ace Steel & Bruno Vega', 'Cyra Lux & Dax Rook']);
    fireEvent.change(tagWinner, { target: { value: 'cyra' } });
    await act(async () => {
      fireEvent.click(within(tag).getByTestId('save-match'));
    });
    expect(mockedRequest).toHaveBeenLastCalledWith('addMatch', expect.objectContaining({ type: 'tag_team', winnerId: 'cyra', finish: null }));
  });

  it("shows each match's booked finish on the card, and auto-book's reason", () => {
    const booked: Segment[] = [
      { ...card[1]!, winnerId: 'eve', finish: 'count_out', bookingReason: 'Builds the rivalry: Eve Marsh steals a win by count-out, and the feud heats up.' } as Segment,
      card[2]!,
    ];
    seed({ card: JSON.stringify(booked), segmentCount: 2, expected: '' });
    renderAt('/shows/s1/book', <BookShowPage showId="s1" />);
    const [first, second] = screen.getAllByTestId('card-segment');
    expect(within(first!).getByTestId('segment-finish').textContent).toBe('Booked finish: Eve Marsh wins by count-out');
    expect(within(first!).getByTestId('segment-booking-reason').textContent).toBe('Auto-book: Builds the rivalry: Eve Marsh steals a win by count-out, and the feud heats up.');
    expect(within(second!).getByTestId('segment-finish').textContent).toBe('Booked finish: Winner and finish left to the match');
    expect(within(second!).queryByTestId('segment-booking-reason')).toBeNull();
  });

  it('adds a promo with addPromo', async () => {
    seed({ card: '[]', expected: '', segmentCount: 0, matchCount: 0 });
    renderAt('/shows/s1/book', <BookShowPage showId="s1" />);
    fireEvent.click(screen.getByTestId('add-promo'));
    const editor = screen.getByTestId('promo-editor');
    fireEvent.change(within(editor).getByTestId('promo-type-select'), { target: { value: 'confrontation' } });
    expect(within(editor).getAllByRole('combobox')).toHaveLength(5);
    fireEvent.change(within(editor).getByTestId('participant-0'), { target: { value: 'ace' } });
    expect((within(editor).getByTestId('save-promo') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(editor).getByTestId('participant-1'), { target: { value: 'bruno' } });
    await act(async () => {
      fireEvent.click(within(editor).getByTestId('save-promo'));
    });
    expect(mockedRequest).toHaveBeenCalledWith('addPromo', { showId: 's1', promoType: 'confrontation', participants: ['ace', 'bruno'], title: '' });
  });

  it('names the wrestlers auto-book rested, and why, in the toast that says the card is booked', async () => {
    const note = 'Rested Ace Steel (fatigue 45): fatigue 30 or more costs a match stars and raises the injury risk.';
    mockedRequest.mockImplementation(async () => ({ ok: true, answer: { events: [], autoBookNote: note } }));
    seed({ card: '[]', expected: '', segmentCount: 0, matchCount: 0 });
    renderAt('/shows/s1/book', <BookShowPage showId="s1" />);
    await act(async () => {
      fireEvent.click(screen.getByTestId('auto-book'));
    });
    expect(toasts.success).toHaveBeenCalledWith('Card booked', { description: `Auto-book filled the card. ${note} Change anything you like.`, duration: 10_000 });
  });

  it('auto-books an empty card, clears a booked one after confirming, and removes a segment', async () => {
    seed({ card: '[]', expected: '', segmentCount: 0, matchCount: 0 });
    const view = renderAt('/shows/s1/book', <BookShowPage showId="s1" />);
    expect(screen.getByTestId('card-empty')).toBeTruthy();
    expect(screen.queryByTestId('go-run-show')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByTestId('auto-book'));
    });
    expect(mockedRequest).toHaveBeenCalledWith('autoBook', { showId: 's1' });
    expect(toasts.success).toHaveBeenCalledWith('Card booked', { description: 'Auto-book filled the card. Change anything you like.' });
    view.unmount();

    seed();
    renderAt('/shows/s1/book', <BookShowPage showId="s1" />);
    fireEvent.click(screen.getByTestId('clear-card'));
    await act(async () => {
      fireEvent.click(within(screen.getByTestId('clear-card-dialog')).getByTestId('confirm-clear-card'));
    });
    expect(mockedRequest).toHaveBeenCalledWith('clearCard', { showId: 's1' });
    await act(async () => {
      fireEvent.click(screen.getByTestId('remove-segment-seg2'));
    });
    expect(mockedRequest).toHaveBeenCalledWith('removeSegment', { showId: 's1', segmentId: 'seg2' });
  });

  it("warns before Start when the funds plus the ticket money would not cover the night's fees", () => {
    const fees = "This show's night fees ($14,000) are more than your funds ($4,183) plus its expected ticket sales ($9,816).";
    seed({ expected: JSON.stringify({ ...expected, nightCosts: 14_000, ticketRevenue: 9_816, problems: [fees] }) });
    renderAt('/shows/s1/book', <BookShowPage showId="s1" />);
    expect(screen.getByTestId('expected-costs').textContent).toBe('$14,000');
    expect(screen.getByTestId('book-problems').textContent).toBe(fees);
    expect(screen.getByTestId('book-problems').getAttribute('role')).toBe('alert');
    expect(screen.getByTestId('expected-panel').textContent).toContain('paid on the night from your funds plus the ticket money');
  });

  it('explains a missing show and links a show already run to its summary', () => {
    seed({ isComplete: true, rating: 5 });
    const view = renderAt('/shows/s1/book', <BookShowPage showId="s1" />);
    expect(screen.getByTestId('book-already-run').textContent).toContain('Harbor Nights has already been run');
    expect(screen.getByTestId('summary-s1').getAttribute('href')).toBe('/show-summary/s1');
    view.unmount();
    renderAt('/shows/zz/book', <BookShowPage showId="zz" />);
    expect(screen.getByTestId('book-not-found').textContent).toContain('Show not found');
  });
});
