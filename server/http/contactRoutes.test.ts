import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, signedInBrowser, startTestApp, type TestApp } from '../test/harness.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ CONTACT_TO: 'booker@example.com' });
});
afterAll(async () => {
  await app.close();
});

const valid = { name: 'Rowdy Reyes', email: 'rowdy@example.com', subject: 'Booking question', message: 'How do I book a title match?' };

/** Each form has its own limit per IP; tests that expect acceptance use a fresh form kind or count. */
async function post(kind: 'contact' | 'feedback', body: unknown, browser = new Browser()) {
  const res = await browser.post(`/api/${kind}`, body);
  return { status: res.status, body: await res.json() };
}

describe('contact form endpoint', () => {
  it('stores a valid message, strips markup and emails it to CONTACT_TO', async () => {
    const res = await post('contact', { ...valid, message: '<p>How do I <b>book</b> a title match?</p><script>x()</script>' });
    expect(res).toEqual({ status: 200, body: { message: "Message sent successfully! We'll get back to you soon." } });
    const [stored] = await app.storage.listContactMessages(10);
    expect(stored).toMatchObject({ kind: 'contact', ...valid, message: 'How do I book a title match?', userId: null });
    const [email] = await app.storage.listOutbox(10);
    expect(email).toMatchObject({ to: 'booker@example.com', subject: '[Contact] Booking question' });
    expect(email!.text).toContain('Rowdy Reyes <rowdy@example.com>');
    expect(email!.html).not.toContain('<script>');
  });

  it('gives each field its message word for word and stores nothing', async () => {
    const before = (await app.storage.listContactMessages(100)).length;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...valid, name: '' }, 'Validation failed: Name is required'],
      [{ ...valid, email: 'nope' }, 'Validation failed: Valid email is required'],
      [{ ...valid, subject: '<b></b>' }, 'Validation failed: Subject is required'],
      [{ ...valid, message: 'too short' }, 'Validation failed: Message must be at least 10 characters'],
    ];
    for (const [body, error] of cases) {
      // Fresh IPs are not possible over loopback, so spread the cases over both forms' budgets.
      expect(await post('feedback', body)).toEqual({ status: 400, body: { error, code: 'validation' } });
    }
    expect((await app.storage.listContactMessages(100)).length).toBe(before);
  });
});

describe('feedback form endpoint', () => {
  it('refuses the sixth attempt within 60 s and stores nothing for it', async () => {
    // The previous test spent 4 feedback attempts from this IP.
    const browser = await signedInBrowser(app, 'feedbacker@example.com');
    const fifth = await post('feedback', { ...valid, subject: 'Fifth' }, browser);
    expect(fifth).toEqual({ status: 200, body: { message: "Feedback sent successfully! We'll get back to you soon." } });
    const [stored] = await app.storage.listContactMessages(1);
    expect(stored).toMatchObject({ kind: 'feedback', subject: 'Fifth', userId: (await app.storage.findUserByEmail('feedbacker@example.com'))!.id });

    const sixth = await post('feedback', { ...valid, subject: 'Sixth' }, browser);
    expect(sixth).toEqual({ status: 429, body: { error: 'Too many attempts. Please wait before submitting again.', code: 'rate_limited' } });
    expect((await app.storage.listContactMessages(100)).some((m) => m.subject === 'Sixth')).toBe(false);
  });

  it('keeps the contact form limit separate, and refuses non-object bodies', async () => {
    expect(await post('contact', ['x'])).toEqual({ status: 400, body: { error: 'Invalid form data', code: 'validation' } });
    expect(await post('contact', { ...valid, name: 123 })).toEqual({ status: 400, body: { error: 'Validation failed: Name is required', code: 'validation' } });
    // Attempts 4 and 5 of the contact form (the first test spent one): the feedback limit did not touch it.
    expect((await post('contact', valid)).status).toBe(200);
    expect((await post('contact', valid)).status).toBe(200);
    expect((await post('contact', valid)).status).toBe(429);
  });
});
