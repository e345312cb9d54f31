// A joint show's booking page lists both rosters, each under its federation's name, offers the partner's
// wrestlers in the match editor, and shows the joint show's terms and income range in place of the
// ticket forecast; its roster's loading and error states.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FederationFaceState } from '#shared/schema/GameState.ts';
import type { JointRosterWrestler, JointShowView } from '#shared/sim/diplomacy/jointShowView.ts';
import { requestCommand } from '#client/net/gameConnection.ts';
import { game, resetGame } from '#client/state/game.ts';
import { rosterOf, sampleGame, sampleWrestler } from '#client/testing/gameFixture.ts';
import { renderAt } from '#client/test/renderAt.tsx';
import { sampleShow } from '../testing/showFixture.ts';
import { BookShowPage } from './BookShowPage.tsx';

vi.mock('#client/net/gameConnection.ts', () => ({
  connectGame: vi.fn(async () => {}),
  leaveGame: vi.fn(async () => {}),
  requestCommand: vi.fn(async () => ({ ok: true, answer: { events: [] } })),
}));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const mockedRequest = vi.mocked(requestCommand);

const theirs = (id: string, name: string, totalPoints: number): JointRosterWrestler => ({
  id, name, gender: 'male', style: 'brawler', nationality: 'USA', age: 30, masked: false, popularity: 40,
  strength: 60, agility: 60, technic: 60, charisma: 60, stamina: 60, totalPoints, category: 'C', status: 'active', fatigue: 0, wins: 3, losses: 1, draws: 0, totalMatches: 4,
});

const view: JointShowView = {
  id: 'joint1', type: 'invasion', typeLabel: 'Invasion', matches: 4, otherFederationId: 'ai1', otherName: 'Titan Pro', proposedByYou: true, yourSplit: 60,
  status: 'completed', scheduledWeek: 2, date: 'Week 3, January 2025', youHost: true, showId: 's1', held: false, income: null,
};

function seed() {
  game.status = 'connected';
  game.state = sampleGame({
    roster: rosterOf(sampleWrestler({ id: 'ace', name: 'Ace Steel', totalPoints: 300 }), sampleWrestler({ id: 'bruno', name: 'Bruno Vega', totalPoints: 280 })),
    shows: { s1: sampleShow({ id: 's1', name: 'Home vs. Titan Pro Invasion', venueId: 'joint_event_arena', venue: 'Joint Event Arena', venueCapacity: 15_000, ticketPrice: 50, frequency: 'special' }) },
  });
  game.state.federations = { ai1: { ...new FederationFaceState().toJSON(), id: 'ai1', name: 'Titan Pro', popularity: 30 } };
}

function answer(name: string) {
  if (name === 'getJointShowRoster') return { ok: true as const, answer: { events: [], jointShowRoster: { partnerId: 'ai1', partnerName: 'Titan Pro', wrestlers: [theirs('rex', 'Rex Titan', 310), theirs('kai', 'Kai Storm', 250)] } } };
  if (name === 'getJointShows') return { ok: true as const, answer: { events: [], jointShows: [view] } };
  return { ok: true as const, answer: { events: [] } };
}

describe('a joint show booking page', () => {
  beforeEach(() => {
    resetGame();
    mockedRequest.mockReset();
  });

  it('lists both rosters under their federations and offers the partner in the match editor', async () => {
    mockedRequest.mockImplementation(async (name) => answer(name));
    seed();
    renderAt('/shows/s1/book', <BookShowPage showId="s1" />);
    await act(async () => {});
    expect(mockedRequest).toHaveBeenCalledWith('getJointShowRoster', { showId: 's1' });
    const groups = screen.getAllByTestId('available-group');
    expect(groups.map((g) => within(g).getByRole('heading').textContent)).toEqual(['Thunder Valley Wrestling', 'Titan Pro']);
    expect(within(groups[0]!).getAllByTestId('available-wrestler').map((w) => w.getAttribute('data-wrestler-id'))).toEqual(['ace', 'bruno']);
    expect(within(groups[1]!).getAllByTestId('available-wrestler').map((w) => w.getAttribute('data-wrestler-id'))).toEqual(['rex', 'kai']);
    expect(screen.getByTestId('available-count').textContent).toBe('4 free of 4');

    const banner = screen.getByTestId('joint-show-banner');
    expect(banner.textContent).toContain('Joint show with Titan Pro');
    expect(banner.textContent).toContain('60% of the income');
    // combined popularity 10 + 30 = 40: $60,000 to $105,000 in all, 60% of it
    expect(screen.getByTestId('joint-banner-income').textContent).toBe('$36,000 – $63,000');

    fireEvent.click(screen.getByTestId('add-match'));
    const picker = screen.getByTestId('participant-0');
    const optgroups = Array.from(picker.querySelectorAll('optgroup'));
    expect(optgroups.map((g) => g.label)).toEqual(['Thunder Valley Wrestling', 'Titan Pro']);
    expect(Array.from(optgroups[1]!.querySelectorAll('option')).map((o) => o.value)).toEqual(['rex', 'kai']);
  });

  it('edits only the name: the venue, the $50 and the frequency were agreed', async () => {
    mockedRequest.mockImplementation(async (name) => answer(name));
    seed();
    renderAt('/shows/s1/book', <BookShowPage showId="s1" />);
    await act(async () => {});
    fireEvent.click(screen.getByTestId('edit-show'));
    expect(screen.getByTestId('edit-show-joint').textContent).toContain('only its name can change');
    expect(screen.queryByTestId('edit-show-price')).toBeNull();
    expect(screen.queryByTestId('edit-show-venue')).toBeNull();
    fireEvent.change(screen.getByTestId('edit-show-name'), { target: { value: 'Harbor Invasion' } });
    fireEvent.click(screen.getByTestId('save-show'));
    await act(async () => {});
    expect(mockedRequest).toHaveBeenCalledWith('updateShow', { showId: 's1', name: 'Harbor Invasion' });
  });

  it('says while their roster loads, and offers to try again when it cannot be read', async () => {
    let fail = true;
    mockedRequest.mockImplementation(async (name) => (name === 'getJointShowRoster' && fail ? { ok: false as const, rejected: false, message: 'Connection lost.' } : answer(name)));
    seed();
    renderAt('/shows/s1/book', <BookShowPage showId="s1" />);
    expect(screen.getByTestId('joint-roster-loading')).toBeTruthy();
    await act(async () => {});
    const error = screen.getByTestId('joint-roster-error');
    expect(error.textContent).toContain('Connection lost.');
    fail = false;
    fireEvent.click(within(error).getByRole('button'));
    await act(async () => {});
    expect(screen.queryByTestId('joint-roster-error')).toBeNull();
    expect(screen.getAllByTestId('available-group')[1]!.textContent).toContain('Rex Titan');
  });
});
