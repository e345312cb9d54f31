// Deleting an account: who may, and what they must prove first (docs/accounts.md "Deleting an account").
// A signed-in session alone is not enough: a borrowed unlocked laptop or a stolen cookie must not be able
// to erase someone's account. An account with a password proves it with the password (through the sign-in
// throttle, like the password change); a Google-only account has none, so it proves it with a Google
// sign-in made moments ago on this very session.
import type { ValidSession } from './sessions.ts';

/**
 * How recent the Google sign-in of a session must be to delete a Google-only account, in minutes. Ten:
 * long enough to come back from Google's account picker and read the dialog, short enough that a session
 * left open (or a copied cookie) cannot be used for it later.
 */
export const FRESH_GOOGLE_SIGN_IN_MINUTES = 10;
const FRESH_GOOGLE_SIGN_IN_MS = FRESH_GOOGLE_SIGN_IN_MINUTES * 60 * 1000;

export const DeletionMessages = {
  deleted: 'Your account, its saved games and its settings were deleted.',
  wrongPassword: 'That password is not correct. Nothing was deleted.',
  passwordNeeded: 'Enter your password to delete your account.',
  freshGoogleSignInNeeded: `For your safety, sign in with Google again to delete this account (a Google sign-in counts for ${FRESH_GOOGLE_SIGN_IN_MINUTES} minutes). Nothing was deleted.`,
} as const;

export const DeletionCodes = {
  wrongPassword: 'wrong_password',
  passwordNeeded: 'password_needed',
  freshGoogleSignInNeeded: 'google_reauth_required',
} as const;

/** What deleting this account asks for: its password, or (no password) a fresh Google sign-in. */
export function deletionProof(session: ValidSession): 'password' | 'googleSignIn' {
  return session.user.passwordHash ? 'password' : 'googleSignIn';
}

/** Until when the session's Google sign-in counts as fresh; null when Google never signed this session in. */
export function freshGoogleSignInUntil(session: ValidSession): Date | null {
  return session.googleSignInAt ? new Date(session.googleSignInAt.getTime() + FRESH_GOOGLE_SIGN_IN_MS) : null;
}

/** True while the session's Google sign-in is at most FRESH_GOOGLE_SIGN_IN_MINUTES old. */
export function hasFreshGoogleSignIn(session: ValidSession, now: Date): boolean {
  const until = freshGoogleSignInUntil(session);
  return until !== null && now.getTime() <= until.getTime() && session.googleSignInAt!.getTime() <= now.getTime();
}
