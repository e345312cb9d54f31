// Confirming an email from the page its link opens (docs/accounts.md). Every call resolves (never throws)
// to ok + data or a readable error, like authApi.
import type { SessionResponse } from '../../../shared/api.ts';
import type { ConfirmCheckResponse } from '../../../shared/validation/confirmEmail.ts';
import { apiRequest } from './apiRequest.ts';

export const confirmEmailApi = {
  /** Which account a link confirms (without using it). */
  check: (token: string) => apiRequest<ConfirmCheckResponse>('POST', '/api/auth/confirm/check', { token }),
  /** Confirms the account and signs this browser in to it (ending the session it held, if any). */
  confirm: (token: string) => apiRequest<SessionResponse>('POST', '/api/auth/confirm', { token }),
};
