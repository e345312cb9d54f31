// Confirming an email: the page a confirmation email links to checks the link, then confirms with a
// button (a same-origin POST) and the password chosen at sign-up, so a link opened from another site signs
// nobody in, and a stranger's sign-up of someone's address cannot be confirmed by them (docs/accounts.md).
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './auth.ts';

/** The page a confirmation email links to; the server builds the link, the client routes it. */
export const CONFIRM_PAGE_PATH = '/confirm-email';

/** Longest token text the API reads, in characters: ours are 32; anything longer is junk, refused unread. */
const TOKEN_MAX_LENGTH = 64;

export const CONFIRM_INVALID_MESSAGE = 'This confirmation link is invalid or has expired. Sign in to get a new one.';

/** Asked when the account is unconfirmed (confirming always needs the sign-up's password) and the confirm POST carries none. */
export const CONFIRM_PASSWORD_NEEDED_MESSAGE = 'Enter the password you chose when you signed up.';
/** The confirm POST's password is none of the live sign-ups' (the link stays usable). */
export const CONFIRM_WRONG_PASSWORD_MESSAGE = 'That is not the password this address signed up with. Enter the password you chose when you signed up.';

export const confirmEmailSchema = z.object({
  token: z.string({ error: CONFIRM_INVALID_MESSAGE }).max(TOKEN_MAX_LENGTH, CONFIRM_INVALID_MESSAGE),
  /** The sign-up's password, when the check said `needsPassword`; ignored otherwise. */
  password: z
    .string({ error: CONFIRM_PASSWORD_NEEDED_MESSAGE })
    .max(PASSWORD_MAX_LENGTH, `Password must be ${PASSWORD_MAX_LENGTH} characters or less`)
    .optional(),
});

export const ConfirmEmailCodes = {
  /** The link is unknown, expired, used, or replaced by a newer one. */
  linkInvalid: 'confirm_invalid',
  /** The account is unconfirmed: confirming needs the password chosen at sign-up. */
  passwordNeeded: 'confirm_password_needed',
  /** The password given is none of the live sign-ups'; nothing was used up. */
  wrongPassword: 'confirm_wrong_password',
} as const;

/** Answer of the link check: the account the link confirms, and whether confirming asks for the sign-up's password. */
export interface ConfirmCheckResponse {
  email: string;
  needsPassword: boolean;
}
