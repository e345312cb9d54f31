// Sign-up costs the same for a known email as for a new one. Structural check: every
// path runs exactly one argon2id hash and sends exactly one email, so no path skips the expensive part.
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EmailMessage, Mailer } from '../email/mailer.ts';
import { SqliteStorage } from '../storage/sqlite/SqliteStorage.ts';
import { Accounts } from './accounts.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

vi.mock('./passwords.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('./passwords.ts')>();
  return { ...real, hashPassword: vi.fn(real.hashPassword) };
});

class RecordingMailer implements Mailer {
  readonly kind = 'outbox' as const;
  sent: EmailMessage[] = [];
  async send(message: EmailMessage): Promise<void> {
    this.sent.push(message);
  }
}

let storage: SqliteStorage;
let mailer: RecordingMailer;
let accounts: Accounts;

beforeEach(async () => {
  storage = new SqliteStorage(':memory:');
  await storage.init();
  mailer = new RecordingMailer();
  accounts = new Accounts(storage, mailer, 'http://localhost:2568');
  await storage.createUser({ id: randomUUID(), email: 'waiting@example.com', passwordHash: await hashPassword('waiting-pass'), emailConfirmedAt: null, googleId: null });
  await storage.createUser({ id: randomUUID(), email: 'member@example.com', passwordHash: await hashPassword('member-pass'), emailConfirmedAt: new Date(), googleId: null });
  await storage.createUser({ id: randomUUID(), email: 'googler@example.com', passwordHash: null, emailConfirmedAt: new Date(), googleId: 'g-1' });
  vi.mocked(hashPassword).mockClear();
});
afterEach(async () => {
  await storage.close();
});

describe('sign-up does the same work whether or not the email is registered', () => {
  const cases = [
    ['a new email', 'newcomer@example.com'],
    ['an unconfirmed account', 'waiting@example.com'],
    ['a confirmed account', 'member@example.com'],
    ['a Google-only account', 'googler@example.com'],
  ] as const;

  for (const [label, email] of cases) {
    it(`hashes the password once and sends one email for ${label}`, async () => {
      const before = await storage.findUserByEmail(email);
      await accounts.signUp(email, 'some-password');
      expect(vi.mocked(hashPassword)).toHaveBeenCalledTimes(1);
      expect(mailer.sent.map((m) => m.to)).toEqual([email]);
      const after = await storage.findUserByEmail(email);
      if (before?.emailConfirmedAt) expect(after).toEqual(before);
      if (before && !before.emailConfirmedAt) {
        // An unconfirmed account takes the latest sign-up's password (its link sets it); nothing else changes.
        expect({ ...after, passwordHash: before.passwordHash }).toEqual(before);
        expect(await verifyPassword(after!.passwordHash!, 'some-password')).toBe(true);
      }
    });
  }

  it('sends a registered address at most one "already registered" note an hour, and still hashes every password', async () => {
    for (let attempt = 0; attempt < 12; attempt += 1) await accounts.signUp('member@example.com', `try-${attempt}`);
    expect(vi.mocked(hashPassword)).toHaveBeenCalledTimes(12);
    expect(mailer.sent.map((m) => m.subject)).toEqual(['You already have a Main Event Mogul account']);
    // Another registered address has its own allowance.
    await accounts.signUp('googler@example.com', 'some-password');
    expect(mailer.sent.map((m) => m.to)).toEqual(['member@example.com', 'googler@example.com']);
  });

  it('tells the owner of a confirmed account that someone tried to sign up, with a sign-in link', async () => {
    await accounts.signUp('member@example.com', 'some-password');
    const [notice] = mailer.sent;
    expect(notice?.subject).toBe('You already have a Main Event Mogul account');
    expect(notice?.text).toContain('http://localhost:2568/auth');
    expect(notice?.text).not.toContain('some-password');
  });
});
