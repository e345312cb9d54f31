// The dev outbox in production: with NODE_ENV=production and DEV_OUTBOX=enabled,
// nobody may read a new account's confirmation link (and so sign in as that player) without the admin
// credentials, and with no admin credentials configured the mailbox is not served at all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, Browser, confirmationLink, startTestApp, type TestApp } from '../test/harness.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ NODE_ENV: 'production', DEV_OUTBOX: 'enabled' });
});
afterAll(async () => {
  await app.close();
});

describe('the dev mailbox in production without admin credentials', () => {
  it('is not served at all', async () => {
    const email = 'victim2@example.com';
    const signup = await new Browser().post('/api/auth/signup', { email, password: 'secret-pass' });
    expect(signup.status).toBe(201);
    await confirmationLink(app.storage, email);
    const id = (await app.storage.listOutbox(10)).find((e) => e.to === email)!.id;
    for (const path of ['/dev/mailbox', `/dev/mailbox/${id}`, '/api/dev/mailbox']) {
      const res = await fetch(`${BASE_URL}${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.text()).not.toContain('token=');
    }
  });
});
