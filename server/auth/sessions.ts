// Lucia-style sessions: a random token in an httpOnly cookie, its SHA-256 as the stored id,
// a 30-day expiry that slides forward when the session is used in its second half.
import type { Storage, User } from '../storage/port.ts';
import { generateToken, hashToken, looksLikeToken } from './tokens.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Lifetime of a session, in ms. */
export const SESSION_LIFETIME_MS = 30 * DAY_MS;
/** A session used with less than this left is extended to a full lifetime again. */
export const SESSION_RENEW_BEFORE_MS = 15 * DAY_MS;

export interface ValidSession {
  sessionId: string;
  user: User;
  expiresAt: Date;
  /** True when the expiry moved and the cookie should be sent again. */
  renewed: boolean;
  /** When Google proved the sign-in that made this session; null for a password sign-in. */
  googleSignInAt: Date | null;
}

export interface NewSessionOptions {
  /** Set when Google has just proved the sign-in (the OAuth callback): a fresh one lets a Google-only account be deleted. */
  signedInWithGoogle?: boolean;
}

export class SessionService {
  private readonly storage: Storage;
  private readonly now: () => Date;

  constructor(storage: Storage, now: () => Date = () => new Date()) {
    this.storage = storage;
    this.now = now;
  }

  async create(userId: string, options: NewSessionOptions = {}): Promise<{ token: string; expiresAt: Date }> {
    const token = generateToken();
    const now = this.now();
    const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
    await this.storage.createSession({ id: hashToken(token), userId, expiresAt, ...(options.signedInWithGoogle ? { googleSignInAt: now } : {}) });
    return { token, expiresAt };
  }

  async validate(token: unknown): Promise<ValidSession | null> {
    if (!looksLikeToken(token)) return null;
    const sessionId = hashToken(token);
    const session = await this.storage.findSession(sessionId);
    if (!session) return null;
    const now = this.now().getTime();
    if (session.expiresAt.getTime() <= now) {
      await this.storage.deleteSession(sessionId);
      return null;
    }
    const user = await this.storage.findUserById(session.userId);
    if (!user) {
      await this.storage.deleteSession(sessionId);
      return null;
    }
    let expiresAt = session.expiresAt;
    let renewed = false;
    if (expiresAt.getTime() - now < SESSION_RENEW_BEFORE_MS) {
      expiresAt = new Date(now + SESSION_LIFETIME_MS);
      await this.storage.updateSessionExpiry(sessionId, expiresAt);
      renewed = true;
    }
    return { sessionId, user, expiresAt, renewed, googleSignInAt: session.googleSignInAt ?? null };
  }

  async invalidate(token: unknown): Promise<void> {
    if (looksLikeToken(token)) await this.storage.deleteSession(hashToken(token));
  }

  /** Ends every session of the account: "sign out everywhere", and a password change. */
  async invalidateAll(userId: string): Promise<void> {
    await this.storage.deleteUserSessions(userId);
  }
}
