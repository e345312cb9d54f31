// Connects to the player's game room on mount (reusing the tab's one connection) and returns the
// live snapshot of the mirrored state.
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { game } from '../state/game.ts';
import { connectGame } from './gameConnection.ts';

export function useGameConnection() {
  useEffect(() => {
    void connectGame();
  }, []);
  return useSnapshot(game);
}
