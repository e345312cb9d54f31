// Confirming an email from the page its link opens (docs/accounts.md). Every call resolves (never throws)
// to ok + data or a readable error, like authApi.
import type { SessionResponse } from '#shared/api.ts';
import type { ConfirmCheckResponse } from '#shared/validation/confirmEmail.ts';
import { apiRequest } from './apiRequest.ts';

export const confirmEmailApi = {
  /** Which account a link confirms (without using it), and whether confirming asks for the sign-up's password. */
  check: (token: string) => apiRequest<ConfirmCheckResponse>('POST', '/api/auth/confirm/check', { token }),
  /**
   * Confirms the account and signs this browser in to it (ending the session it held, if any). `password`:
   * the sign-up's, when the check said `needsPassword`.
   */
  confirm: (token: string, password?: string) => apiRequest<SessionResponse>('POST', '/api/auth/confirm', password === undefined ? { token } : { token, password }),
};
