// The account answers' mailer: network delivery never holds the answer; the local outbox is awaited.
import { describe, expect, it } from 'vitest';
import { capturedLog, ERROR } from '../test/capturedLog.ts';
import { detachedDelivery, type EmailMessage, type Mailer } from './mailer.ts';

const message: EmailMessage = { to: 'player@example.com', subject: 'Confirm your Main Event Mogul account', html: '<p>hi</p>', text: 'hi' };

/** A mailer whose deliveries wait until released (a slow mail service), or fail. */
function heldMailer(kind: Mailer['kind'], outcome: 'hold' | 'fail') {
  const sent: EmailMessage[] = [];
  let release = () => {};
  const mailer: Mailer = {
    kind,
    send(m) {
      sent.push(m);
      if (outcome === 'fail') return Promise.reject(new Error('Resend refused the email: quota'));
      return new Promise<void>((resolve) => {
        release = resolve;
      });
    },
  };
  return { mailer, sent, release: () => release() };
}

describe('detachedDelivery', () => {
  it('answers at once while a network delivery is still under way, and the delivery has started', async () => {
    const held = heldMailer('resend', 'hold');
    const { log } = capturedLog();
    let answered = false;
    await detachedDelivery(held.mailer, log).send(message).then(() => (answered = true));
    expect(answered).toBe(true);
    expect(held.sent).toEqual([message]);
    held.release();
  });

  it('logs a failed network delivery at error instead of failing the answer', async () => {
    const failing = heldMailer('resend', 'fail');
    const { log, entries } = capturedLog();
    await expect(detachedDelivery(failing.mailer, log).send(message)).resolves.toBeUndefined();
    await new Promise((resolve) => setImmediate(resolve));
    expect(entries.some((entry) => entry.msg === 'account email not delivered' && entry.level === ERROR)).toBe(true);
  });

  it('keeps the dev outbox awaited, so the email is stored when the answer arrives', () => {
    const outbox = heldMailer('outbox', 'hold');
    const { log } = capturedLog();
    expect(detachedDelivery(outbox.mailer, log)).toBe(outbox.mailer);
  });
});
