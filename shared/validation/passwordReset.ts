// "Forgot password?": the forms' rules and the codes the reset pages read, shared by client and server
// (docs/accounts.md "Password reset"). The new password follows the sign-up rule.
import { z } from 'zod';
import { emailSchema, passwordSchema } from './auth.ts';

/**
 * How long a reset link works, in ms. One hour: long enough to open the email on another device, short
 * enough that a link left in an inbox (or a forwarded email) is soon dead.
 */
export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;

/** The link's lifetime in words, for the email and the pages. */
export const RESET_LINK_LIFETIME_TEXT = '1 hour';

/** Longest token text the API reads, in characters: ours are 32; anything longer is junk, refused unread. */
const TOKEN_MAX_LENGTH = 64;

export const forgotPasswordSchema = z.object({ email: emailSchema });

const tokenSchema = z.string({ error: 'The reset link is missing its token' }).max(TOKEN_MAX_LENGTH, 'The reset link is missing its token');

export const resetCheckSchema = z.object({ token: tokenSchema });

export const resetPasswordSchema = z.object({ token: tokenSchema, password: passwordSchema });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const PasswordResetCodes = {
  /** The link is unknown, expired, used, or replaced by a newer one. */
  linkInvalid: 'reset_link_invalid',
} as const;

export const PasswordResetMessages = {
  forgotSent: `If an account uses that email, a link to reset its password is on its way. The link works once, for ${RESET_LINK_LIFETIME_TEXT}.`,
  linkInvalid: 'This reset link is invalid, expired or was already used. Ask for a new one.',
  done: 'Your new password is set. You were signed out everywhere else.',
} as const;

/** Answer of the link check: the account the link resets. */
export interface ResetCheckResponse {
  email: string;
  /** False for a Google-only account: the reset adds a password to it. */
  hasPassword: boolean;
}
