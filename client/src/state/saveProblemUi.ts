// The player's side of a save problem (shared/schema/GameState.ts SaveProblemState), kept in the client
// only: a problem that does not block play (a slot that failed to load) stays hidden once the player chose
// Keep playing, by its error id, on every screen that shows the dialog and after a reload of the tab (the
// room keeps reporting it until the player loads or starts another game). A new problem has a new id.
import { proxy } from 'valtio';

const STORAGE_KEY = 'mem.dismissedSaveProblem';

function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function readDismissed(): string {
  try {
    return tabStorage()?.getItem(STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
}

export const saveProblemUi = proxy({
  /** The error id of the non-blocking problem the player put aside; '' for none. */
  dismissedErrorId: readDismissed(),
});

/** Keep playing: hides the problem with this id, in this tab. */
export function dismissSaveProblem(errorId: string): void {
  saveProblemUi.dismissedErrorId = errorId;
  try {
    tabStorage()?.setItem(STORAGE_KEY, errorId);
  } catch {
    /* storage unavailable (private mode): hidden until the page reloads */
  }
}

/** Forgets the page's memory (tests); the tab's storage stays. */
export function resetSaveProblemUi(): void {
  saveProblemUi.dismissedErrorId = '';
}

/** Reads the tab's storage again, as a reloaded page does. */
export function restoreSaveProblemUi(): void {
  saveProblemUi.dismissedErrorId = readDismissed();
}
