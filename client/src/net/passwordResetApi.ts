// The "Forgot password?" calls (docs/accounts.md "Password reset"). Every call resolves (never throws)
// to ok + data or a readable error, like authApi.
import type { SessionUser } from '#shared/api.ts';
import type { ResetCheckResponse } from '#shared/validation/passwordReset.ts';
import { apiRequest } from './apiRequest.ts';

export const passwordResetApi = {
  /** Emails a reset link if an account uses the address; the answer is the same either way. */
  forgot: (email: string) => apiRequest<{ message: string }>('POST', '/api/auth/forgot-password', { email }),
  /** Which account a link resets (without using it). */
  check: (token: string) => apiRequest<ResetCheckResponse>('POST', '/api/auth/reset-password/check', { token }),
  /** Sets the new password; this browser is signed in with a fresh session, every other one is signed out. */
  reset: (token: string, password: string) => apiRequest<{ user: SessionUser; message: string }>('POST', '/api/auth/reset-password', { token, password }),
};
