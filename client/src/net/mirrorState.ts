// Turns the room's synced schema state into the plain GameMirror the screens read: the schema's own
// toJSON(), so the mirror always has exactly the synced fields (shared/schema/GameState.ts). The room
// sends this client its own federation's private part alone (a StateView), and the mirror lays it
// beside the public parts, so screens read `state.roster`, `state.federation`... as one object.
import { FederationPrivateState, type GameState } from '#shared/schema/GameState.ts';
import type { GameMirror } from '../state/game.ts';

/** The private part before the room has sent one (a schema's defaults, as before the first state). */
const NO_PRIVATE_PART = new FederationPrivateState().toJSON();

export function mirrorState(state: GameState): GameMirror {
  const { privates, ...world } = state.toJSON();
  const own = Object.values(privates)[0] ?? NO_PRIVATE_PART;
  return { ...world, ...own };
}
