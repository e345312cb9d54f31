// Account rules: sign up (unconfirmed + confirmation email), confirm, sign in, resend, Google join.
import { randomUUID } from 'node:crypto';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import {
  CONFIRM_INVALID_MESSAGE,
  CONFIRM_PAGE_PATH,
  CONFIRM_PASSWORD_NEEDED_MESSAGE,
  CONFIRM_WRONG_PASSWORD_MESSAGE,
} from '#shared/validation/confirmEmail.ts';
import type { Mailer } from '../email/mailer.ts';
import { alreadyRegisteredEmail, confirmationEmail } from '../email/templates.ts';
import { DuplicateEmailError, type EmailToken, type Storage, type User } from '../storage/port.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.ts';
import { generateToken, hashToken, looksLikeToken } from './tokens.ts';

/** How long a confirmation link works, in ms. */
export const CONFIRM_TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * Live confirmation links kept per account: each sign-up (and resend) adds one, and past this many the
 * oldest are dropped, so a flood of sign-ups of one address cannot grow storage. 5: an owner who signs up
 * again and resends a couple of times keeps every link they may click.
 */
export const MAX_LIVE_CONFIRMATION_LINKS = 5;

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
  confirmPasswordNeeded: CONFIRM_PASSWORD_NEEDED_MESSAGE,
  confirmWrongPassword: CONFIRM_WRONG_PASSWORD_MESSAGE,
} as const;

export type SignInResult = { ok: true; user: User } | { ok: false; reason: 'invalid' | 'unconfirmed' };

/** A live confirmation link: the account it confirms, and whether confirming needs a sign-up's password. */
export interface PendingConfirmation {
  email: string;
  needsPassword: boolean;
}

/**
 * How confirming ended. invalid: the link is unknown, used or expired. passwordNeeded: the account is
 * unconfirmed and no password was given (confirming always asks for the sign-up's). wrongPassword: the one
 * given is none of the live sign-ups' (nothing was used up).
 */
export type ConfirmResult = { ok: true; user: User } | { ok: false; reason: 'invalid' | 'passwordNeeded' | 'wrongPassword' };

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
   * A sign-up of an unconfirmed email adds a link carrying this sign-up's password and leaves the earlier
   * links live: each link proves the inbox, and confirming asks for the password chosen at sign-up, which
   * decides whose sign-up is the inbox owner's (confirm).
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
      // The latest sign-up's password is the stored one: a resend carries it, and it gets "please confirm".
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

  /**
   * Emails a new confirmation link carrying `passwordHash` (the sign-up's; a resend carries the stored
   * one). Earlier links stay live, up to MAX_LIVE_CONFIRMATION_LINKS: the oldest beyond it are dropped.
   */
  async sendConfirmation(user: User, passwordHash: string | null = user.passwordHash): Promise<void> {
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
    // After the insert, so concurrent sign-ups still end at the cap.
    await this.storage.pruneEmailTokens(user.id, 'confirm', MAX_LIVE_CONFIRMATION_LINKS, now);
    const link = `${this.publicUrl}${CONFIRM_PAGE_PATH}?token=${token}`;
    await this.mailer.send(confirmationEmail(user.email, link));
  }

  /**
   * The live confirmation link of `token` with the distinct sign-up passwords of the account's live links
   * (a resend copies the hash, so equal hashes are one sign-up; a link without one stands for the stored
   * password). Once the account is confirmed, no password is asked: a link never changes it then.
   */
  private async liveConfirmation(token: unknown): Promise<{ record: EmailToken; user: User; hashes: string[] } | null> {
    if (!looksLikeToken(token)) return null;
    const now = this.now();
    const record = await this.storage.findEmailToken(hashToken(token), 'confirm', now);
    if (!record) return null;
    const user = await this.storage.findUserById(record.userId);
    if (!user) return null;
    if (user.emailConfirmedAt) return { record, user, hashes: [] };
    const live = await this.storage.listLiveEmailTokens(user.id, 'confirm', now);
    const hashes = new Set<string>();
    for (const link of live) {
      const hash = link.passwordHash ?? user.passwordHash;
      if (hash) hashes.add(hash);
    }
    return { record, user, hashes: [...hashes] };
  }

  /**
   * The account a live confirmation link is for and whether confirming needs a password, without using the
   * link; null otherwise. A password is needed whenever the account is unconfirmed and a live link carries
   * a sign-up's password (always, in practice): the link proves the inbox, the password proves the sign-up.
   */
  async confirmationFor(token: unknown): Promise<PendingConfirmation | null> {
    const live = await this.liveConfirmation(token);
    return live ? { email: live.user.email, needsPassword: live.hashes.length > 0 } : null;
  }

  /**
   * Confirms the account of a live link and signs its sign-up's password in as the account's. While the
   * account is unconfirmed, `password` must be the password of one of its live sign-ups, even when there is
   * only one: the link proves the inbox, the password proves which sign-up the inbox's owner made, so a
   * stranger's sign-up of someone else's address cannot be confirmed by that address's owner with one
   * click (and then signed in to by the stranger). The owner who never signed up gets in with a password
   * reset instead, which confirms the account and deletes the stranger's links. The matching sign-up's
   * password becomes the account's. A wrong or missing password uses nothing up. On success every
   * confirmation link of the account is deleted. A link never changes a confirmed account's password
   * (Google joined it), and confirms it without a password; so does an unconfirmed account without any
   * password (which sign-up never makes).
   */
  async confirm(token: unknown, password?: string): Promise<ConfirmResult> {
    const live = await this.liveConfirmation(token);
    if (!live) return { ok: false, reason: 'invalid' };
    const { record, user, hashes } = live;
    let chosen: string | null = null;
    if (hashes.length > 0) {
      if (!password) return { ok: false, reason: 'passwordNeeded' };
      for (const hash of hashes) {
        if (await verifyPassword(hash, password)) {
          chosen = hash;
          break;
        }
      }
      if (!chosen) return { ok: false, reason: 'wrongPassword' };
    }
    // Used up only now, atomically: of two tabs confirming at once, one wins.
    if (!(await this.storage.consumeEmailToken(record.id, 'confirm', this.now()))) return { ok: false, reason: 'invalid' };
    if (!user.emailConfirmedAt) {
      if (chosen && chosen !== user.passwordHash) await this.storage.updateUserPassword(user.id, chosen);
      await this.storage.confirmUserEmail(user.id, this.now());
    }
    await this.storage.deleteUserEmailTokens(user.id, 'confirm');
    const confirmed = await this.storage.findUserById(user.id);
    return confirmed ? { ok: true, user: confirmed } : { ok: false, reason: 'invalid' };
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
      if (!existing.emailConfirmedAt) {
        // Google proved the inbox, not the password: an unconfirmed account's password may be a
        // stranger's sign-up, so it goes with every confirmation link (Forgot password? sets a new one).
        await this.storage.updateUserPassword(existing.id, null);
        await this.storage.deleteUserEmailTokens(existing.id, 'confirm');
      }
      await this.storage.confirmUserEmail(existing.id, this.now());
      return this.storage.findUserById(existing.id);
    }
    return this.storage.createUser({ id: randomUUID(), email: normalized, passwordHash: null, emailConfirmedAt: this.now(), googleId });
  }
}
