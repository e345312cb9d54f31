// The /api/auth calls. Every call resolves (never throws) to ok + data or a readable error.
import type { AccountResponse, ProvidersResponse, SessionResponse, SessionUser } from '#shared/api.ts';
import { apiRequest } from './apiRequest.ts';

export { NETWORK_ERROR, UNEXPECTED_ERROR, type ApiResult } from './apiRequest.ts';

interface MessageResponse {
  message: string;
}

const request = apiRequest;

export const authApi = {
  session: () => request<SessionResponse>('GET', '/api/auth/session'),
  providers: () => request<ProvidersResponse>('GET', '/api/auth/providers'),
  signIn: (email: string, password: string) => request<{ user: SessionUser }>('POST', '/api/auth/signin', { email, password }),
  signUp: (email: string, password: string) => request<MessageResponse>('POST', '/api/auth/signup', { email, password }),
  resend: (email: string) => request<MessageResponse>('POST', '/api/auth/resend', { email }),
  signOut: () => request<null>('POST', '/api/auth/signout'),
  /** Ends every session of the account, this one included. */
  signOutEverywhere: () => request<null>('POST', '/api/auth/signout-everywhere'),
  account: () => request<AccountResponse>('GET', '/api/profile/account'),
  /** Ends every other session; this browser gets a fresh one. */
  changePassword: (currentPassword: string, newPassword: string) => request<MessageResponse>('POST', '/api/profile/password', { currentPassword, newPassword }),
};

/** Full-page navigation that starts Google sign-in on the server. */
export const GOOGLE_SIGN_IN_URL = '/api/auth/google';
