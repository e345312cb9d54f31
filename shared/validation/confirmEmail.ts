// Confirming an email: the page a confirmation email links to checks the link, then confirms with a
// button (a same-origin POST), so a link opened from another site signs nobody in (docs/accounts.md).
import { z } from 'zod';

/** The page a confirmation email links to; the server builds the link, the client routes it. */
export const CONFIRM_PAGE_PATH = '/confirm-email';

/** Longest token text the API reads, in characters: ours are 32; anything longer is junk, refused unread. */
const TOKEN_MAX_LENGTH = 64;

export const CONFIRM_INVALID_MESSAGE = 'This confirmation link is invalid or has expired. Sign in to get a new one.';

export const confirmEmailSchema = z.object({
  token: z.string({ error: CONFIRM_INVALID_MESSAGE }).max(TOKEN_MAX_LENGTH, CONFIRM_INVALID_MESSAGE),
});

export const ConfirmEmailCodes = {
  /** The link is unknown, expired, used, or replaced by a newer one. */
  linkInvalid: 'confirm_invalid',
} as const;

/** Answer of the link check: the account the link confirms. */
export interface ConfirmCheckResponse {
  email: string;
}
