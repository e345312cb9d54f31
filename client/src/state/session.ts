// Who is signed in. 'loading' until GET /api/auth/session answers; the whole app shows the
// loading screen until then, so guards never redirect on a guess.
import { proxy } from 'valtio';
import type { SessionUser } from '#shared/api.ts';
import { authApi } from '../net/authApi.ts';

export type SessionStatus = 'loading' | 'signedIn' | 'signedOut';

export interface SessionStore {
  status: SessionStatus;
  user: SessionUser | null;
}

export const session = proxy<SessionStore>({ status: 'loading', user: null });

let pendingCheck: Promise<void> | null = null;

/** Asks the server who is signed in. Concurrent calls share one request. */
export function checkSession(): Promise<void> {
  pendingCheck ??= authApi.session().then((result) => {
    pendingCheck = null;
    if (result.ok && result.data.user) markSignedIn(result.data.user);
    else markSignedOut();
  });
  return pendingCheck;
}

export function markSignedIn(user: SessionUser): void {
  session.user = user;
  session.status = 'signedIn';
}

export function markSignedOut(): void {
  session.user = null;
  session.status = 'signedOut';
}

/** Back to the first-load state (tests). */
export function resetSession(): void {
  pendingCheck = null;
  session.user = null;
  session.status = 'loading';
}
