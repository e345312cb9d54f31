// The player's side of a save problem (shared/schema/GameState.ts SaveProblemState), kept in the client
// only: a problem that does not block play (a slot that failed to load) stays hidden once the player chose
// Keep playing, by its error id, on every screen that shows the dialog. A new problem has a new id.
import { proxy } from 'valtio';

export const saveProblemUi = proxy({
  /** The error id of the non-blocking problem the player put aside; '' for none. */
  dismissedErrorId: '',
});

export function resetSaveProblemUi(): void {
  saveProblemUi.dismissedErrorId = '';
}
