// The dev outbox in production: with NODE_ENV=production and DEV_OUTBOX=enabled,
// nobody may read a new account's confirmation link (and so sign in as that player) without the admin
// credentials (devMailboxNoAdmin.test.ts: without them it is not served at all; authRoutes.test.ts:
// outside production it stays open).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, Browser, confirmationLink, startTestApp, type TestApp } from '../test/harness.ts';

const ADMIN = { ADMIN_USER: 'admin', ADMIN_PASSWORD: 'a-long-admin-password' };

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ NODE_ENV: 'production', DEV_OUTBOX: 'enabled', ...ADMIN });
});
afterAll(async () => {
  await app.close();
});

function basic(user: string, password: string): Record<string, string> {
  return { authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}` };
}

/** Signs up a player; returns the confirmation link and the email's id in the outbox. */
async function newAccount(email: string): Promise<{ link: string; id: string }> {
  const signup = await new Browser().post('/api/auth/signup', { email, password: 'secret-pass' });
  expect(signup.status).toBe(201);
  const link = await confirmationLink(app.storage, email);
  const id = (await app.storage.listOutbox(10)).find((e) => e.to === email)!.id;
  return { link, id };
}

describe('the dev mailbox in production', () => {
  it('asks for the admin credentials before showing any email', async () => {
    const { link, id } = await newAccount('victim@example.com');
    for (const path of ['/dev/mailbox', `/dev/mailbox/${id}`, '/api/dev/mailbox']) {
      for (const headers of [{}, basic('admin', 'wrong-password-here'), basic('player', ADMIN.ADMIN_PASSWORD)]) {
        const res = await fetch(`${BASE_URL}${path}`, { headers });
        expect(res.status, `${path} ${JSON.stringify(headers)}`).toBe(401);
        expect(res.headers.get('www-authenticate')).toMatch(/^Basic /);
        expect(await res.text()).not.toContain('token=');
      }
    }
    const page = await fetch(`${BASE_URL}/dev/mailbox`, { headers: basic(ADMIN.ADMIN_USER, ADMIN.ADMIN_PASSWORD) });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`<a href="${link}">`);
    const api = await fetch(`${BASE_URL}/api/dev/mailbox`, { headers: basic(ADMIN.ADMIN_USER, ADMIN.ADMIN_PASSWORD) });
    expect(((await api.json()) as { emails: Array<{ links: string[] }> }).emails[0]!.links).toEqual([link]);
  });
});
