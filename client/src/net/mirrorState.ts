// Turns the room's synced schema state into the plain GameMirror the screens read: the schema's own
// toJSON(), so the mirror always has exactly the synced fields (shared/schema/GameState.ts).
import type { GameState } from '../../../shared/schema/GameState.ts';
import type { GameMirror } from '../state/game.ts';

export function mirrorState(state: GameState): GameMirror {
  return state.toJSON();
}
