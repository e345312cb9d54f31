// Outgoing email: Resend when RESEND_API_KEY is set, the dev outbox otherwise.
import { randomUUID } from 'node:crypto';
import { Resend } from 'resend';
import type { Logger } from '../log.ts';
import type { Storage } from '../storage/port.ts';

export interface EmailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface Mailer {
  readonly kind: 'resend' | 'outbox';
  send(message: EmailMessage): Promise<void>;
}

/** Stores every email in the outbox (listed at /dev/mailbox) and logs it; nothing leaves the machine. */
export class OutboxMailer implements Mailer {
  readonly kind = 'outbox' as const;
  private readonly storage: Storage;
  private readonly log: Logger;
  private readonly publicUrl: string;

  constructor(storage: Storage, log: Logger, publicUrl: string) {
    this.storage = storage;
    this.log = log;
    this.publicUrl = publicUrl;
  }

  async send(message: EmailMessage): Promise<void> {
    const id = randomUUID();
    await this.storage.addOutboxEmail({ id, ...message, createdAt: new Date() });
    this.log.info({ to: message.to, subject: message.subject, mailbox: `${this.publicUrl}/dev/mailbox/${id}` }, 'email stored in the dev outbox (not delivered)');
  }
}

export class ResendMailer implements Mailer {
  readonly kind = 'resend' as const;
  private readonly client: Resend;
  private readonly from: string;

  constructor(apiKey: string, from: string, baseUrl?: string) {
    this.client = new Resend(apiKey, baseUrl ? { baseUrl } : undefined);
    this.from = from;
  }

  async send(message: EmailMessage): Promise<void> {
    const { error } = await this.client.emails.send({ from: this.from, to: message.to, subject: message.subject, html: message.html, text: message.text });
    if (error) throw new Error(`Resend refused the email: ${error.message}`);
  }
}

/**
 * The account answers' mailer: an answer that must not reveal whether an address is registered (sign-up,
 * resend) sends an email for some addresses and none, or a note at most once an hour, for others. Waiting
 * for a mail service's round trip would make those answers slower exactly when an email goes out, so
 * delivery over the network starts and the answer goes on; a failure is logged. The dev outbox stores
 * locally in a fixed, small time and is awaited, so the outbox holds the email when the answer arrives.
 */
export function detachedDelivery(mailer: Mailer, log: Logger): Mailer {
  if (mailer.kind === 'outbox') return mailer;
  return {
    kind: mailer.kind,
    send(message) {
      mailer.send(message).catch((error: unknown) => log.error({ err: error, subject: message.subject }, 'account email not delivered'));
      return Promise.resolve();
    },
  };
}
