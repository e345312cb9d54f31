// "Forgot password?": a one-time link by email, then a new password (docs/accounts.md "Password reset").
// Links are stored like confirmation links: only the SHA-256 of the token, kind 'reset', one hour.
import { RESET_LINK_LIFETIME_MS, RESET_LINK_LIFETIME_TEXT, type ResetCheckResponse } from '#shared/validation/passwordReset.ts';
import type { Mailer } from '../email/mailer.ts';
import { passwordResetEmail } from '../email/templates.ts';
import type { Storage, User } from '../storage/port.ts';
import { hashPassword } from './passwords.ts';
import { generateToken, hashToken, looksLikeToken } from './tokens.ts';

/** The page the email's link opens; the token rides in its query. */
export const RESET_PAGE_PATH = '/reset-password';

export class PasswordReset {
  private readonly storage: Storage;
  private readonly mailer: Mailer;
  private readonly publicUrl: string;
  private readonly now: () => Date;

  constructor(storage: Storage, mailer: Mailer, publicUrl: string, now: () => Date = () => new Date()) {
    this.storage = storage;
    this.mailer = mailer;
    this.publicUrl = publicUrl;
    this.now = now;
  }

  /**
   * Emails a reset link to the account of `email`, if there is one (Google-only and unconfirmed
   * accounts included); nothing otherwise. A new link kills the older ones. The route answers before
   * this runs, so the answer and its timing are the same whether the account exists or not.
   */
  async request(email: string): Promise<'sent' | 'noAccount'> {
    const user = await this.storage.findUserByEmail(email);
    if (!user) return 'noAccount';
    await this.storage.deleteUserEmailTokens(user.id, 'reset');
    const token = generateToken();
    const now = this.now();
    await this.storage.createEmailToken({
      id: hashToken(token),
      userId: user.id,
      kind: 'reset',
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_LINK_LIFETIME_MS),
    });
    const link = `${this.publicUrl}${RESET_PAGE_PATH}?token=${token}`;
    await this.mailer.send(passwordResetEmail(user.email, link, RESET_LINK_LIFETIME_TEXT));
    return 'sent';
  }

  /** The account a live link resets, without using the link; null for an unknown, used, replaced or expired one. */
  async check(token: unknown): Promise<ResetCheckResponse | null> {
    if (!looksLikeToken(token)) return null;
    const record = await this.storage.findEmailToken(hashToken(token), 'reset', this.now());
    if (!record) return null;
    const user = await this.storage.findUserById(record.userId);
    return user ? { email: user.email, hasPassword: Boolean(user.passwordHash) } : null;
  }

  /**
   * Uses the link (once: the token is deleted as it is read) and sets the new password. Opening the
   * link proves the inbox, so an unconfirmed account is confirmed now, and its pending confirmation
   * links die with the other reset links (a stranger's earlier sign-up cannot come back through them).
   * Returns the account, or null for a dead link. The caller ends the sessions and signs this browser in.
   */
  async reset(token: unknown, newPassword: string): Promise<User | null> {
    if (!looksLikeToken(token)) return null;
    const record = await this.storage.consumeEmailToken(hashToken(token), 'reset', this.now());
    if (!record) return null;
    const user = await this.storage.findUserById(record.userId);
    if (!user) return null;
    await this.storage.updateUserPassword(user.id, await hashPassword(newPassword));
    if (!user.emailConfirmedAt) await this.storage.confirmUserEmail(user.id, this.now());
    await this.storage.deleteUserEmailTokens(user.id, 'reset');
    await this.storage.deleteUserEmailTokens(user.id, 'confirm');
    return this.storage.findUserById(user.id);
  }
}
