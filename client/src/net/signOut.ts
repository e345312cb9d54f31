// Sign-out: ends the server session, leaves the game room, stops the music, forgets the user.
import { resetMusic } from '../state/music.ts';
import { markSignedOut } from '../state/session.ts';
import { authApi } from './authApi.ts';
import { leaveGame } from './gameConnection.ts';

/** Resolves false when the server did not confirm the sign-out (the caller shows Logout Error). */
export async function signOut(): Promise<boolean> {
  const result = await authApi.signOut();
  if (!result.ok) return false;
  await leaveGame();
  resetMusic();
  markSignedOut();
  return true;
}
