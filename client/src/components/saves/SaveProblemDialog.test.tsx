import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { requestCommand } from '#client/net/gameConnection.ts';
import type { CommandResult } from '#client/net/commands.ts';
import { game, resetGame, type GameMirror } from '#client/state/game.ts';
import { sampleGame } from '#client/testing/gameFixture.ts';
import { resetSaveProblemUi, restoreSaveProblemUi } from '#client/state/saveProblemUi.ts';
import { renderAt } from '#client/test/renderAt.tsx';
import { SaveProblemDialog } from './SaveProblemDialog.tsx';

vi.mock('#client/net/gameConnection.ts', () => ({
  connectGame: vi.fn(async () => {}),
  requestCommand: vi.fn(async () => ({ ok: true, answer: { events: [] } })),
}));

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast: toasts }));

type Problem = GameMirror['saveProblem'];
const NO_PROBLEM: Problem = { slot: 0, errorId: '', hasPrevious: false, previousWhen: '', lostWeeks: 0, lostCommands: 0, blocking: false };

function showProblem(problem: Partial<Problem>) {
  game.status = 'connected';
  game.state = sampleGame({ gameStarted: false, saveProblem: { ...NO_PROBLEM, slot: 1, errorId: 'abcd1234', ...problem } });
}

/** The room answering: the problem is gone once the player's choice went through. */
function clearProblem() {
  if (game.state) game.state.saveProblem = { ...NO_PROBLEM };
}

function renderDialog(path = '/dashboard', onRestored = vi.fn()) {
  return { ...renderAt(path, <SaveProblemDialog onRestored={onRestored} />), onRestored };
}

/** A request that stays open until `answer` is called, to look at the pending state. */
function deferredAnswer() {
  let answer!: (result: CommandResult) => void;
  vi.mocked(requestCommand).mockImplementationOnce(() => new Promise<CommandResult>((resolve) => (answer = resolve)));
  return (result: CommandResult) => answer(result);
}

describe('save problem dialog', () => {
  beforeEach(() => {
    resetGame();
    window.sessionStorage.clear();
    resetSaveProblemUi();
    vi.mocked(requestCommand).mockClear();
    toasts.success.mockClear();
    toasts.error.mockClear();
  });

  it('shows nothing while the room reports no save problem', () => {
    game.state = sampleGame();
    renderDialog();
    expect(screen.queryByTestId('save-problem-dialog')).toBeNull();
  });

  it('blocking, with a previous save: explains in a sentence, shows the error id, and offers the previous save or a new game', () => {
    showProblem({ blocking: true, hasPrevious: true, previousWhen: 'Week 2, January 2025' });
    renderDialog();
    const dialog = screen.getByTestId('save-problem-dialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('Your saved game could not be read');
    expect(screen.getByTestId('save-problem-sentence').textContent).toBe(
      'The game saved in slot 1 is damaged and could not be opened; nothing else on your account is affected.',
    );
    expect(screen.getByTestId('save-problem-error-id').textContent).toBe('Error ID: abcd1234');
    expect(within(dialog).getByRole('link', { name: /contact us/ }).getAttribute('href')).toBe('/#contact');
    const choices = within(dialog)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(choices).toEqual(['Continue from the previous save (Week 2, January 2025)', 'Start a New Game']);
    // The first choice has the focus, so Enter takes it.
    expect(document.activeElement).toBe(screen.getByTestId('save-problem-restore'));
    expect(screen.getByTestId('save-problem-lost').textContent).toBe('Continuing loses nothing you played.');
  });

  it.each([
    [2, 5, 'Continuing loses the last 2 weeks played (5 actions).'],
    [1, 1, 'Continuing loses the last week played (1 action).'],
    [0, 3, 'Continuing loses your last 3 actions of that week.'],
    [0, 1, 'Continuing loses your last action of that week.'],
  ])('says what continuing loses: %i weeks, %i actions', (lostWeeks, lostCommands, sentence) => {
    showProblem({ blocking: true, hasPrevious: true, previousWhen: 'Week 4, January 2025', lostWeeks, lostCommands });
    renderDialog();
    expect(screen.getByTestId('save-problem-lost').textContent).toBe(sentence);
    expect(screen.getByTestId('save-problem-restore').textContent).toBe('Continue from the previous save (Week 4, January 2025)');
  });

  it('blocking: Escape does not close it, there is no Keep playing, and nothing in it is internal text', () => {
    showProblem({ blocking: true, hasPrevious: true, previousWhen: 'Week 2, January 2025' });
    renderDialog();
    fireEvent.keyDown(screen.getByTestId('save-problem-restore'), { key: 'Escape' });
    const dialog = screen.getByTestId('save-problem-dialog');
    expect(within(dialog).queryByRole('button', { name: 'Keep playing' })).toBeNull();
    expect(dialog.textContent).not.toMatch(/Unexpected|JSON|gzip|stack|undefined|null/);
  });

  it('Continue from the previous save sends restorePreviousSave for the slot, shows it pending, then closes', async () => {
    showProblem({ slot: 2, blocking: true, hasPrevious: true, previousWhen: 'Week 2, January 2025' });
    const answer = deferredAnswer();
    const { onRestored } = renderDialog();
    fireEvent.click(screen.getByTestId('save-problem-restore'));
    expect(requestCommand).toHaveBeenCalledWith('restorePreviousSave', { slot: 2 });
    const restore = screen.getByTestId('save-problem-restore') as HTMLButtonElement;
    await waitFor(() => expect(restore.textContent).toBe('Continuing...'));
    expect(restore.disabled).toBe(true);
    expect((screen.getByTestId('save-problem-new-game') as HTMLButtonElement).disabled).toBe(true);
    clearProblem();
    answer({ ok: true, answer: { events: [{ kind: 'gameLoaded', slot: 2 }] } });
    await waitFor(() => expect(screen.queryByTestId('save-problem-dialog')).toBeNull());
    expect(onRestored).toHaveBeenCalled();
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it('a refused restore tells why with Load Error and no longer offers the previous save', async () => {
    showProblem({ blocking: true, hasPrevious: true, previousWhen: 'Week 2, January 2025' });
    const refusal = 'The save in slot 1 could not be read (error 0f0f0f0f). Its previous save could not be read either: start a new game.';
    vi.mocked(requestCommand).mockResolvedValueOnce({ ok: false, rejected: true, message: refusal });
    const { onRestored } = renderDialog();
    fireEvent.click(screen.getByTestId('save-problem-restore'));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Load Error', { description: refusal }));
    expect(onRestored).not.toHaveBeenCalled();
    expect(screen.queryByTestId('save-problem-restore')).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('save-problem-new-game'));
  });

  it('a restore lost to the connection keeps the choice and says Failed to load game from server', async () => {
    showProblem({ blocking: true, hasPrevious: true, previousWhen: 'Week 2, January 2025' });
    vi.mocked(requestCommand).mockResolvedValueOnce({ ok: false, rejected: false, message: 'socket closed' });
    renderDialog();
    fireEvent.click(screen.getByTestId('save-problem-restore'));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Load Error', { description: 'Failed to load game from server' }));
    expect((screen.getByTestId('save-problem-restore') as HTMLButtonElement).disabled).toBe(false);
  });

  it('blocking, without a previous save: Start a New Game is the one choice; it sends newGame and goes to /setup', async () => {
    showProblem({ blocking: true });
    const answer = deferredAnswer();
    const { currentPath } = renderDialog('/dashboard');
    const dialog = screen.getByTestId('save-problem-dialog');
    expect(within(dialog).getAllByRole('button').map((button) => button.textContent)).toEqual(['Start a New Game']);
    // Nothing to continue from: no figure of what continuing loses.
    expect(screen.queryByTestId('save-problem-lost')).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('save-problem-new-game'));
    fireEvent.click(screen.getByTestId('save-problem-new-game'));
    expect(requestCommand).toHaveBeenCalledWith('newGame');
    await waitFor(() => expect(screen.getByTestId('save-problem-new-game').textContent).toBe('Starting...'));
    expect((screen.getByTestId('save-problem-new-game') as HTMLButtonElement).disabled).toBe(true);
    clearProblem();
    answer({ ok: true, answer: { events: [{ kind: 'newGame' }] } });
    await waitFor(() => expect(currentPath()).toBe('/setup'));
  });

  it('a failed new game says so with the spec toast and stays', async () => {
    showProblem({ blocking: true });
    vi.mocked(requestCommand).mockResolvedValueOnce({ ok: false, rejected: false, message: 'down' });
    const { currentPath } = renderDialog('/dashboard');
    fireEvent.click(screen.getByTestId('save-problem-new-game'));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Error', { description: 'Failed to start new game' }));
    expect(currentPath()).toBe('/dashboard');
    expect((screen.getByTestId('save-problem-new-game') as HTMLButtonElement).disabled).toBe(false);
  });

  it('not blocking, with a previous save: offers it or Keep playing, and never a new game over the running one', async () => {
    showProblem({ slot: 2, errorId: 'beef0001', hasPrevious: true, previousWhen: 'Week 3, February 2025' });
    const { onRestored } = renderDialog('/start');
    const dialog = screen.getByTestId('save-problem-dialog');
    expect(screen.getByTestId('save-problem-sentence').textContent).toBe(
      'The game saved in slot 2 is damaged and could not be loaded; the game you are playing and the rest of your account are not affected.',
    );
    expect(within(dialog).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Continue from the previous save (Week 3, February 2025)',
      'Keep playing',
    ]);
    fireEvent.click(screen.getByTestId('save-problem-restore'));
    expect(requestCommand).toHaveBeenCalledWith('restorePreviousSave', { slot: 2 });
    await waitFor(() => expect(onRestored).toHaveBeenCalled());
  });

  it('not blocking, without a previous save: Keep playing hides it for that error id, and a new problem shows again', async () => {
    showProblem({ slot: 2, errorId: 'beef0002' });
    renderDialog('/start');
    const dialog = screen.getByTestId('save-problem-dialog');
    expect(within(dialog).getAllByRole('button').map((button) => button.textContent)).toEqual(['Keep playing']);
    expect(document.activeElement).toBe(screen.getByTestId('save-problem-keep-playing'));
    fireEvent.click(screen.getByTestId('save-problem-keep-playing'));
    await waitFor(() => expect(screen.queryByTestId('save-problem-dialog')).toBeNull());
    expect(requestCommand).not.toHaveBeenCalled();

    // The same problem synced again (any state change) stays hidden; another failed load shows its own.
    act(() => showProblem({ slot: 2, errorId: 'beef0002' }));
    expect(screen.queryByTestId('save-problem-dialog')).toBeNull();
    act(() => showProblem({ slot: 2, errorId: 'beef0003' }));
    expect(await screen.findByTestId('save-problem-error-id')).toHaveProperty('textContent', 'Error ID: beef0003');
  });

  it('not blocking: a dismissed problem stays hidden after a reload of the tab (the room still reports it)', async () => {
    showProblem({ slot: 2, errorId: 'beef0005' });
    const first = renderDialog('/start');
    fireEvent.click(screen.getByTestId('save-problem-keep-playing'));
    await waitFor(() => expect(screen.queryByTestId('save-problem-dialog')).toBeNull());
    first.unmount();

    // A reload: the page's memory starts empty and reads the tab's storage.
    resetSaveProblemUi();
    restoreSaveProblemUi();
    renderDialog('/dashboard');
    expect(screen.queryByTestId('save-problem-dialog')).toBeNull();
  });

  it('not blocking: Escape is Keep playing', async () => {
    showProblem({ slot: 2, errorId: 'beef0004' });
    renderDialog('/start');
    fireEvent.keyDown(screen.getByTestId('save-problem-keep-playing'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('save-problem-dialog')).toBeNull());
  });
});
