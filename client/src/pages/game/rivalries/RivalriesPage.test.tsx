import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { requestCommand } from '#client/net/gameConnection.ts';
import { game, resetGame, type RivalryMirror } from '#client/state/game.ts';
import { rosterOf, sampleGame, sampleWrestler } from '#client/testing/gameFixture.ts';
import { renderAt } from '#client/test/renderAt.tsx';
import { RivalriesPage } from './RivalriesPage.tsx';
import { rivalryTitleError } from './RivalryDialogs.tsx';

vi.mock('#client/net/gameConnection.ts', () => ({
  connectGame: vi.fn(async () => {}),
  leaveGame: vi.fn(async () => {}),
  requestCommand: vi.fn(async () => ({ ok: true, answer: { events: [] } })),
}));

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast: toasts }));

const mockedRequest = vi.mocked(requestCommand);

const roster = rosterOf(
  sampleWrestler({ id: 'w1', name: 'Kit Hollander' }),
  sampleWrestler({ id: 'w2', name: 'Rex Dorado' }),
  sampleWrestler({ id: 'w3', name: 'Vera Stone' }),
  sampleWrestler({ id: 'w4', name: 'Bo Lightfoot' }),
  sampleWrestler({ id: 'w5', name: 'Max Power' }),
  sampleWrestler({ id: 'w6', name: 'Ana Cruz' }),
  sampleWrestler({ id: 'w7', name: 'Tom Reyes' }),
);

function rivalry(overrides: Partial<RivalryMirror> & { id: string; title: string; wrestlers: string[] }): RivalryMirror {
  return { description: '', type: 'personal', intensity: 25, advantage: '', advantagePoints: 0, startWeek: 1, startMonth: 'January', startYear: 2025, isActive: true, matchCount: 0, recentMatches: '[]', ...overrides };
}

function seed(rivalries: Record<string, RivalryMirror> = {}) {
  game.status = 'connected';
  game.state = sampleGame({ roster, rivalries });
}

describe('rivalries page', () => {
  beforeEach(() => {
    resetGame();
    mockedRequest.mockReset();
    mockedRequest.mockResolvedValue({ ok: true, answer: { events: [] } });
  });

  it('explains rivalries when there are none', () => {
    seed();
    renderAt('/rivalries', <RivalriesPage />);
    expect(screen.getByTestId('rivalries-empty').textContent).toContain('Feuds sell tickets');
  });

  it('shows active rivalries with the advantage, intensity and its effect, and recent matches; ended ones below', () => {
    seed({
      r1: rivalry({
        id: 'r1',
        title: 'Harbor War: Kit vs. Rex',
        description: 'It started with a handshake.',
        type: 'championship',
        wrestlers: ['w1', 'w2'],
        intensity: 60,
        advantage: 'w2',
        advantagePoints: 3,
        startWeek: 2,
        matchCount: 1,
        recentMatches: JSON.stringify([{ showId: 's1', segmentId: 'g1', weekIndex: 5, kind: 'match', winners: ['w2'], quality: 6.2, intensityAfter: 60, finish: 'disqualification' }]),
      }),
      r2: rivalry({ id: 'r2', title: 'Old Feud', wrestlers: ['w3', 'w4'], isActive: false, intensity: 0 }),
    });
    renderAt('/rivalries', <RivalriesPage />);
    const card = screen.getByTestId('rivalry-card');
    expect(within(card).getByTestId('rivalry-title').textContent).toBe('Harbor War: Kit vs. Rex');
    expect(card.textContent).toContain('Championship chase');
    expect(card.textContent).toContain('Since Week 2, January 2025');
    expect(card.textContent).toContain('1 match');
    const ahead = within(card).getAllByTestId('rivalry-wrestler').filter((w) => w.dataset.advantage);
    expect(ahead.map((w) => w.textContent)).toEqual(['Rex DoradoAdvantage +3']);
    expect(within(card).getByTestId('rivalry-intensity').textContent).toBe('60');
    expect(within(card).getByTestId('rivalry-effect').textContent).toContain('+0.90 stars');
    expect(within(card).getByTestId('rivalry-effect').textContent).toContain('+12% fans');
    const match = within(card).getByTestId('rivalry-match');
    expect(match.textContent).toContain('Week 2, February 2025');
    expect(match.textContent).toContain('Rex Dorado won by disqualification');
    expect(match.textContent).toContain('6.2★');
    expect(match.textContent).toContain('intensity 60');
    expect(screen.getByTestId('ended-rivalry-card').textContent).toContain('Old Feud');
    expect(screen.queryByTestId('end-rivalry-r2')).toBeNull();
  });

  it('creates a rivalry with the picked wrestlers; confirm needs at least 2', async () => {
    seed();
    renderAt('/rivalries', <RivalriesPage />);
    fireEvent.click(screen.getByTestId('create-rivalry'));
    const dialog = screen.getByTestId('rivalry-dialog');
    const confirm = within(dialog).getByTestId('confirm-rivalry') as HTMLButtonElement;
    fireEvent.change(within(dialog).getByTestId('rivalry-title-input'), { target: { value: 'Harbor War: Round 1' } });
    fireEvent.change(within(dialog).getByTestId('rivalry-description-input'), { target: { value: ' A grudge. ' } });
    fireEvent.change(within(dialog).getByTestId('rivalry-type-select'), { target: { value: 'faction' } });
    expect(confirm.disabled).toBe(true);
    fireEvent.click(within(dialog).getByTestId('rivalry-wrestler-w1'));
    expect(confirm.disabled).toBe(true);
    fireEvent.click(within(dialog).getByTestId('rivalry-wrestler-w3'));
    expect(confirm.disabled).toBe(false);
    expect(within(dialog).getByTestId('rivalry-picked-count').textContent).toBe('2 of 6 picked');
    await act(async () => {
      fireEvent.click(confirm);
    });
    expect(mockedRequest).toHaveBeenCalledWith('createRivalry', { title: 'Harbor War: Round 1', description: 'A grudge.', type: 'faction', wrestlers: ['w1', 'w3'] });
    expect(screen.queryByTestId('rivalry-dialog')).toBeNull();
  });

  it('allows at most 6 wrestlers and refuses the same feud twice', () => {
    seed({ r1: rivalry({ id: 'r1', title: 'Existing', wrestlers: ['w1', 'w2'] }) });
    renderAt('/rivalries', <RivalriesPage />);
    fireEvent.click(screen.getByTestId('create-rivalry'));
    const dialog = screen.getByTestId('rivalry-dialog');
    fireEvent.change(within(dialog).getByTestId('rivalry-title-input'), { target: { value: 'Again' } });
    fireEvent.click(within(dialog).getByTestId('rivalry-wrestler-w2'));
    fireEvent.click(within(dialog).getByTestId('rivalry-wrestler-w1'));
    expect(within(dialog).getByRole('alert').textContent).toContain('already in a rivalry together');
    expect((within(dialog).getByTestId('confirm-rivalry') as HTMLButtonElement).disabled).toBe(true);
    for (const id of ['w3', 'w4', 'w5', 'w6']) fireEvent.click(within(dialog).getByTestId(`rivalry-wrestler-${id}`));
    expect((within(dialog).getByTestId('rivalry-wrestler-w7') as HTMLInputElement).disabled).toBe(true);
    expect(within(dialog).getByTestId('rivalry-picked-count').textContent).toBe('6 of 6 picked');
  });

  it('checks titles with the storyline rule', () => {
    expect(rivalryTitleError('')).toBe('Storyline title is required');
    expect(rivalryTitleError('Kit vs. Rex: The (Final) Chapter')).toBeNull();
    expect(rivalryTitleError('Kit <3 Rex')).toContain('only');
    expect(rivalryTitleError('x'.repeat(101))).toContain('100 characters');
  });

  it('ends a rivalry through a confirmation', async () => {
    seed({ r1: rivalry({ id: 'r1', title: 'Harbor War', wrestlers: ['w1', 'w2'] }) });
    renderAt('/rivalries', <RivalriesPage />);
    fireEvent.click(screen.getByTestId('end-rivalry-r1'));
    await act(async () => {
      fireEvent.click(within(screen.getByTestId('end-rivalry-dialog')).getByTestId('confirm-end-rivalry'));
    });
    expect(mockedRequest).toHaveBeenCalledWith('endRivalry', { rivalryId: 'r1' });
  });
});
