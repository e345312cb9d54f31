// The /api/auth calls. Every call resolves (never throws) to ok + data or a readable error.
import type { ApiError, ProvidersResponse, SessionResponse, SessionUser } from '../../../shared/api.ts';

export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; error: string; code?: string };

export const NETWORK_ERROR = 'Could not reach the server. Check your connection and try again.';
export const UNEXPECTED_ERROR = 'An unexpected error occurred';

interface MessageResponse {
  message: string;
}

async function request<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<ApiResult<T>> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, error: NETWORK_ERROR };
  }
  let json: unknown = null;
  if (res.status !== 204) {
    try {
      json = await res.json();
    } catch {
      json = null;
    }
  }
  if (res.ok) return { ok: true, status: res.status, data: json as T };
  const apiError = (json ?? {}) as Partial<ApiError>;
  return {
    ok: false,
    status: res.status,
    error: typeof apiError.error === 'string' && apiError.error ? apiError.error : UNEXPECTED_ERROR,
    code: apiError.code,
  };
}

export const authApi = {
  session: () => request<SessionResponse>('GET', '/api/auth/session'),
  providers: () => request<ProvidersResponse>('GET', '/api/auth/providers'),
  signIn: (email: string, password: string) => request<{ user: SessionUser }>('POST', '/api/auth/signin', { email, password }),
  signUp: (email: string, password: string) => request<MessageResponse>('POST', '/api/auth/signup', { email, password }),
  resend: (email: string) => request<MessageResponse>('POST', '/api/auth/resend', { email }),
  signOut: () => request<null>('POST', '/api/auth/signout'),
};

/** Full-page navigation that starts Google sign-in on the server. */
export const GOOGLE_SIGN_IN_URL = '/api/auth/google';
