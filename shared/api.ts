// Shapes of the JSON API both sides rely on.

export interface SessionUser {
  id: string;
  email: string;
}

export interface SessionResponse {
  user: SessionUser | null;
}

/** GET /api/profile/account: what the profile page shows about the account. */
export interface AccountResponse {
  email: string;
  /** False for an account that only signs in with Google (no password to change). */
  hasPassword: boolean;
  google: boolean;
  /** When the account was made (ISO 8601). */
  createdAt: string;
  /**
   * Until when this session's Google sign-in is recent enough to delete a Google-only account (ISO 8601);
   * null when Google did not sign this session in.
   */
  freshGoogleSignInUntil: string | null;
}

export interface ApiError {
  error: string;
  code?: string;
}

export interface ProvidersResponse {
  google: boolean;
}

export interface HealthResponse {
  /** starting: the server is not ready yet; unavailable: the store could not be read (see reason). */
  status: 'ok' | 'starting' | 'unavailable';
  storage: 'sqlite' | 'mongodb';
  ready: boolean;
  version: string;
  /** Why the store could not be read, for operators (e.g. "the database file is damaged"); only when unavailable. */
  reason?: string;
}

/** Error codes the client reacts to. */
export const ErrorCodes = {
  unconfirmed: 'email_unconfirmed',
  rateLimited: 'rate_limited',
  invalidCredentials: 'invalid_credentials',
  validation: 'validation',
} as const;
