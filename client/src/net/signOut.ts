// Sign-out: ends the server session, leaves the game room, stops the music, forgets the user.
import { resetMusic } from '../state/music.ts';
import { markSignedOut } from '../state/session.ts';
import { authApi } from './authApi.ts';
import { leaveGame } from './gameConnection.ts';

/** Resolves false when the server did not confirm the sign-out (the caller shows Logout Error). */
export async function signOut(): Promise<boolean> {
  const result = await authApi.signOut();
  if (!result.ok) return false;
  await forgetSession();
  return true;
}

/** "Sign out everywhere": ends every session of the account; resolves to the server's error, or null. */
export async function signOutEverywhere(): Promise<string | null> {
  const result = await authApi.signOutEverywhere();
  if (!result.ok) return result.error;
  await forgetSession();
  return null;
}

async function forgetSession(): Promise<void> {
  await leaveGame();
  resetMusic();
  markSignedOut();
}
