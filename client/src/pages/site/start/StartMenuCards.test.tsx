import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sampleGame } from '#client/testing/gameFixture.ts';
import { ConfirmNewGameDialog } from './ConfirmNewGameDialog.tsx';
import { StartMenuCards } from './StartMenuCards.tsx';

function cards(overrides: Partial<Parameters<typeof StartMenuCards>[0]> = {}) {
  const props = { state: sampleGame(), gameExists: false, startingNew: false, startingSample: false, onNewGame: vi.fn(), onSampleGame: vi.fn(), onLoadGame: vi.fn(), ...overrides };
  render(<StartMenuCards {...props} />);
  return props;
}

describe('the start menu', () => {
  it('offers the sample game with the figures it starts with, for players who want the late game at once', () => {
    const props = cards();
    const card = screen.getByTestId('start-sample-game');
    expect(card.textContent).toContain('Sample Game');
    expect(card.textContent).toContain('See the late game at once: a federation at the top with 10 stars, $200,000 and popularity 100, from January 2024.');
    fireEvent.click(screen.getByTestId('sample-game'));
    expect(props.onSampleGame).toHaveBeenCalledTimes(1);
    expect(props.onNewGame).not.toHaveBeenCalled();
  });

  it('keeps both starts still while one is starting', () => {
    cards({ startingSample: true });
    expect((screen.getByTestId('sample-game') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('new-game') as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks before the sample game replaces a running game, under its own name', () => {
    const onConfirm = vi.fn();
    render(<ConfirmNewGameDialog open sample onOpenChange={vi.fn()} onConfirm={onConfirm} onSaveFirst={vi.fn()} />);
    const dialog = screen.getByTestId('confirm-new-game-dialog');
    expect(dialog.textContent).toContain('Start the sample game?');
    expect(dialog.textContent).toContain('The sample game plays in slot 1 and replaces the game saved there');
    fireEvent.click(screen.getByTestId('confirm-new-game'));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
