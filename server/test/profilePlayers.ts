// Players for the profile's route tests: accounts made directly in the store (no sign-up, so no sign-up
// limit is spent), each browser at an address of its own (the app runs with TRUST_PROXY).
import { randomUUID } from 'node:crypto';
import { SESSION_COOKIE } from '#server/auth/cookies.ts';
import { hashPassword } from '#server/auth/passwords.ts';
import { generateToken, hashToken } from '#server/auth/tokens.ts';
import { SESSION_LIFETIME_MS } from '#server/auth/sessions.ts';
import type { User } from '#server/storage/port.ts';
import { Browser, type TestApp } from './harness.ts';

let addresses = 0;

/** A browser that always comes from one address of its own (x-forwarded-for). */
export class Tab extends Browser {
  readonly address: string;
  constructor(address = `10.9.${Math.floor(++addresses / 250)}.${addresses % 250}`) {
    super();
    this.address = address;
  }

  override fetch(path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('x-forwarded-for', this.address);
    return super.fetch(path, { ...init, headers });
  }

  del(path: string, json: unknown): Promise<Response> {
    return this.fetch(path, { method: 'DELETE', json });
  }
}

/** A confirmed account with a password, signed in on a new tab. */
export async function passwordPlayer(app: TestApp, email: string, password: string): Promise<{ tab: Tab; user: User }> {
  const user = await app.storage.createUser({ id: randomUUID(), email, passwordHash: await hashPassword(password), emailConfirmedAt: new Date(), googleId: null });
  return { tab: await sessionTab(app, user.id), user };
}

/** A Google-only account (no password). */
export function googleOnlyUser(app: TestApp, email: string): Promise<User> {
  return app.storage.createUser({ id: randomUUID(), email, passwordHash: null, emailConfirmedAt: new Date(), googleId: `google-${randomUUID()}` });
}

/** A tab signed in to `userId` by a session made in the store; `googleSignInAt` as a Google sign-in at that time would set it. */
export async function sessionTab(app: TestApp, userId: string, googleSignInAt?: Date): Promise<Tab> {
  const token = generateToken();
  const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS);
  await app.storage.createSession({ id: hashToken(token), userId, expiresAt, ...(googleSignInAt ? { googleSignInAt } : {}) });
  const tab = new Tab();
  tab.cookies.set(SESSION_COOKIE, token);
  return tab;
}

/** The signed-in email of a tab, or null. */
export async function whoIs(tab: Browser): Promise<string | null> {
  const body = (await (await tab.fetch('/api/auth/session')).json()) as { user: { email: string } | null };
  return body.user?.email ?? null;
}
