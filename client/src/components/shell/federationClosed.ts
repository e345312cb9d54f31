// Whether the player's federation has closed (the bank called its loan in): the shell then offers no way
// to advance the week, only the game-over page, the inbox and the help.
import { useSnapshot } from 'valtio';
import { game } from '#client/state/game.ts';

export function useFederationClosed(): boolean {
  return Boolean(useSnapshot(game).state?.federation.closed);
}
