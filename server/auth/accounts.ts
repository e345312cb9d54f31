// Account rules: sign up (unconfirmed + confirmation email), confirm, sign in, resend, Google join.
import { randomUUID } from 'node:crypto';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { CONFIRM_INVALID_MESSAGE, CONFIRM_PAGE_PATH } from '../../shared/validation/confirmEmail.ts';
import type { Mailer } from '../email/mailer.ts';
import { alreadyRegisteredEmail, confirmationEmail } from '../email/templates.ts';
import { DuplicateEmailError, type Storage, type User } from '../storage/port.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.ts';
import { generateToken, hashToken, looksLikeToken } from './tokens.ts';

/** How long a confirmation link works, in ms. */
export const CONFIRM_TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * Shortest gap between two "you already have an account" notes to one address, in s. Each sign-up with
 * a registered email would send one, so anyone could fill that inbox from many addresses; one an hour
 * still tells the owner that someone tried. Per server process, in memory, like the rate limits.
 */
export const ALREADY_REGISTERED_NOTE_INTERVAL_S = 60 * 60;

export const AuthMessages = {
  invalidCredentials: 'Invalid email or password',
  unconfirmed: 'Please confirm your email address before signing in. Check your inbox for the confirmation link, or send it again.',
  signUpSuccess: 'Please check your email to confirm your account.',
  resendSent: 'If that account is waiting for confirmation, a new confirmation email is on its way.',
  confirmInvalid: CONFIRM_INVALID_MESSAGE,
  passwordChanged: 'Password changed. You were signed out everywhere else.',
  wrongCurrentPassword: 'Your current password is not correct',
  noPassword: 'This account signs in with Google and has no password to change.',
} as const;

export type SignInResult = { ok: true; user: User } | { ok: false; reason: 'invalid' | 'unconfirmed' };

export class Accounts {
  private readonly storage: Storage;
  private readonly mailer: Mailer;
  private readonly publicUrl: string;
  private readonly now: () => Date;
  /** One "already registered" note per email per interval. */
  private readonly notes = new RateLimiterMemory({ keyPrefix: 'alreadyRegisteredNote', points: 1, duration: ALREADY_REGISTERED_NOTE_INTERVAL_S });

  constructor(storage: Storage, mailer: Mailer, publicUrl: string, now: () => Date = () => new Date()) {
    this.storage = storage;
    this.mailer = mailer;
    this.publicUrl = publicUrl;
    this.now = now;
  }

  /**
   * Creates an unconfirmed account and sends the confirmation email. An email that already has an
   * account gets the same answer, and costs the same: the password is hashed anyway and an email
   * goes out (a fresh link while unconfirmed, else a note that the account exists, at most one an
   * hour), so neither the answer nor its timing reveals which addresses are registered.
   * A sign-up of an unconfirmed email replaces the earlier one: its link carries this sign-up's
   * password, and confirming it sets that password, so whoever signed up first cannot keep the account.
   */
  async signUp(email: string, password: string): Promise<void> {
    const existing = await this.storage.findUserByEmail(email);
    const passwordHash = await hashPassword(password);
    if (existing) return this.answerKnownEmail(existing, passwordHash);
    try {
      const user = await this.storage.createUser({ id: randomUUID(), email, passwordHash, emailConfirmedAt: null, googleId: null });
      await this.sendConfirmation(user, passwordHash);
    } catch (error) {
      if (!(error instanceof DuplicateEmailError)) throw error;
      // Another sign-up for the same email won the race: answer as for a known email.
      const winner = await this.storage.findUserByEmail(email);
      if (winner) await this.answerKnownEmail(winner, passwordHash);
    }
  }

  private async answerKnownEmail(user: User, passwordHash: string): Promise<void> {
    if (!user.emailConfirmedAt) {
      // The latest sign-up's password is the one a resend carries; earlier sign-ups' passwords are dead.
      await this.storage.updateUserPassword(user.id, passwordHash);
      return this.sendConfirmation(user, passwordHash);
    }
    if (!(await this.mayNoteAlreadyRegistered(user.email))) return;
    await this.mailer.send(alreadyRegisteredEmail(user.email, `${this.publicUrl}/auth`));
  }

  private async mayNoteAlreadyRegistered(email: string): Promise<boolean> {
    try {
      await this.notes.consume(email);
      return true;
    } catch {
      return false;
    }
  }

  /** Replaces the account's confirmation link; `passwordHash` is the sign-up's, set when the link is used. */
  async sendConfirmation(user: User, passwordHash: string | null = user.passwordHash): Promise<void> {
    await this.storage.deleteUserEmailTokens(user.id, 'confirm');
    const token = generateToken();
    const now = this.now();
    await this.storage.createEmailToken({
      id: hashToken(token),
      userId: user.id,
      kind: 'confirm',
      createdAt: now,
      expiresAt: new Date(now.getTime() + CONFIRM_TOKEN_LIFETIME_MS),
      ...(passwordHash ? { passwordHash } : {}),
    });
    const link = `${this.publicUrl}${CONFIRM_PAGE_PATH}?token=${token}`;
    await this.mailer.send(confirmationEmail(user.email, link));
  }

  /**
   * Confirms the account of a valid token and sets the password of the sign-up that sent it (while the
   * account is unconfirmed: a link never changes a confirmed account's password). Returns the user, or
   * null for an unknown, used or expired token.
   */
  async confirm(token: unknown): Promise<User | null> {
    if (!looksLikeToken(token)) return null;
    const record = await this.storage.consumeEmailToken(hashToken(token), 'confirm', this.now());
    if (!record) return null;
    const user = await this.storage.findUserById(record.userId);
    if (!user) return null;
    if (!user.emailConfirmedAt && record.passwordHash) await this.storage.updateUserPassword(user.id, record.passwordHash);
    await this.storage.confirmUserEmail(user.id, this.now());
    return this.storage.findUserById(user.id);
  }

  /** The email of the account a live confirmation link is for, without using the link; null otherwise. */
  async confirmationFor(token: unknown): Promise<string | null> {
    if (!looksLikeToken(token)) return null;
    const record = await this.storage.findEmailToken(hashToken(token), 'confirm', this.now());
    if (!record) return null;
    return (await this.storage.findUserById(record.userId))?.email ?? null;
  }

  async signIn(email: string, password: string): Promise<SignInResult> {
    const user = await this.storage.findUserByEmail(email);
    if (!user || !user.passwordHash) {
      await verifyAgainstDummy(password);
      return { ok: false, reason: 'invalid' };
    }
    if (!(await verifyPassword(user.passwordHash, password))) return { ok: false, reason: 'invalid' };
    if (!user.emailConfirmedAt) return { ok: false, reason: 'unconfirmed' };
    return { ok: true, user };
  }

  /**
   * Changes the password of a signed-in player after checking the current one. The caller ends the
   * account's sessions (routes: every session, then a fresh one for the browser that asked).
   */
  async changePassword(user: User, currentPassword: string, newPassword: string): Promise<'changed' | 'wrong' | 'noPassword'> {
    if (!user.passwordHash) return 'noPassword';
    if (!(await verifyPassword(user.passwordHash, currentPassword))) return 'wrong';
    await this.storage.updateUserPassword(user.id, await hashPassword(newPassword));
    return 'changed';
  }

  /** Sends a new confirmation link to an unconfirmed account; silent otherwise. */
  async resend(email: string): Promise<void> {
    const user = await this.storage.findUserByEmail(email);
    if (user && !user.emailConfirmedAt) await this.sendConfirmation(user);
  }

  /**
   * The account for a Google identity: the one already linked, else the one with the same
   * verified email (linked and confirmed now), else a new confirmed account.
   */
  async googleAccount(googleId: string, email: string, emailVerified: boolean): Promise<User | null> {
    const linked = await this.storage.findUserByGoogleId(googleId);
    if (linked) return linked;
    if (!emailVerified) return null;
    const normalized = email.trim().toLowerCase();
    const existing = await this.storage.findUserByEmail(normalized);
    if (existing) {
      await this.storage.linkGoogleAccount(existing.id, googleId);
      await this.storage.confirmUserEmail(existing.id, this.now());
      return this.storage.findUserById(existing.id);
    }
    return this.storage.createUser({ id: randomUUID(), email: normalized, passwordHash: null, emailConfirmedAt: this.now(), googleId });
  }
}
