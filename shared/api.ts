// Shapes of the JSON API both sides rely on.

export interface SessionUser {
  id: string;
  email: string;
}

export interface SessionResponse {
  user: SessionUser | null;
}

export interface ApiError {
  error: string;
  code?: string;
}

export interface ProvidersResponse {
  google: boolean;
}

export interface HealthResponse {
  status: 'ok' | 'starting';
  storage: 'sqlite' | 'mongodb';
  ready: boolean;
  version: string;
}

/** Error codes the client reacts to. */
export const ErrorCodes = {
  unconfirmed: 'email_unconfirmed',
  rateLimited: 'rate_limited',
  invalidCredentials: 'invalid_credentials',
  validation: 'validation',
} as const;
