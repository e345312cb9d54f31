// /dev/mailbox: the dev outbox, active exactly when no RESEND_API_KEY is set. Lists every email the
// server "sent" with its links clickable, so accounts can be confirmed without real email.
// Its links let a reader into accounts (a password reset link takes one over), so in production (DEV_OUTBOX=enabled) it
// is readable only with the admin credentials, and not served at all when none are set.
import { escapeHtml } from '../email/escapeHtml.ts';
import { Router, type RequestHandler } from 'express';
import type { Config } from '../config.ts';
import type { AppContext } from '../context.ts';
import type { LoginThrottle } from '../auth/rateLimits.ts';
import { basicAuth } from './adminMonitor.ts';
import type { OutboxEmail } from '../storage/port.ts';

/**
 * Who may read the outbox: anyone outside production (a development tool); in production the admin
 * alone, through the monitor's basic auth. Null when it must not be served: production without
 * ADMIN_USER and ADMIN_PASSWORD.
 */
export function devMailboxAccess(config: Config, throttle?: LoginThrottle): RequestHandler | null {
  if (config.env !== 'production') return (_req, _res, next) => next();
  // The admin's password is guessed at the same throttle here as at the monitor (one account).
  return config.admin ? basicAuth(config.admin.user, config.admin.password, throttle) : null;
}

/** The start-up warning of a server that keeps emails in the outbox. */
export function outboxWarning(config: Config): string {
  const where =
    config.env !== 'production'
      ? `they are kept in the dev outbox at ${config.publicUrl}/dev/mailbox`
      : config.admin
        ? `they are kept in the dev outbox at ${config.publicUrl}/dev/mailbox, readable with the admin credentials`
        : 'they are kept in the dev outbox, which production serves only when ADMIN_USER and ADMIN_PASSWORD are set';
  return `RESEND_API_KEY is not set: emails are NOT delivered; ${where}`;
}

/** Emails listed, newest first. */
const MAILBOX_LIMIT = 100;

export function linksIn(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"']+/g) ?? [])];
}

const PAGE_STYLE = `body{font-family:system-ui,sans-serif;background:#0b0d12;color:#e6e8ee;margin:0;padding:clamp(16px,4vw,32px)}
main{max-width:880px;margin:auto}h1{font-size:24px}a{color:#f5b301;overflow-wrap:anywhere}.note{color:#9aa3b5}
article{background:#151923;border:1px solid #262c3a;border-radius:12px;padding:16px 20px;margin:12px 0}
article h2{font-size:17px;margin:0 0 4px}.meta{color:#9aa3b5;font-size:13px}pre{white-space:pre-wrap;overflow-wrap:anywhere;font:inherit}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${PAGE_STYLE}</style></head><body><main>${body}</main></body></html>`;
}

function emailCard(email: OutboxEmail): string {
  const links = linksIn(email.text)
    .map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`)
    .join('');
  return `<article><h2><a href="/dev/mailbox/${escapeHtml(email.id)}">${escapeHtml(email.subject)}</a></h2>
<div class="meta">To ${escapeHtml(email.to)} · ${escapeHtml(email.createdAt.toISOString())}</div>
${links ? `<ul>${links}</ul>` : ''}</article>`;
}

export function devMailboxRoutes(ctx: AppContext): Router {
  const router = Router();

  router.get('/', async (_req, res) => {
    const emails = await ctx.storage.listOutbox(MAILBOX_LIMIT);
    const list = emails.length ? emails.map(emailCard).join('') : '<p class="note">No emails yet. Sign up to receive a confirmation email here.</p>';
    res
      .set('Cache-Control', 'no-store')
      .type('html')
      .send(
        page(
          'Dev mailbox · Main Event Mogul',
          `<h1>Dev mailbox</h1><p class="note">No RESEND_API_KEY is set, so emails are kept here instead of being delivered.</p>${list}`,
        ),
      );
  });

  router.get('/:id', async (req, res) => {
    const email = await ctx.storage.getOutboxEmail(req.params.id);
    if (!email) return res.status(404).type('html').send(page('Not found', '<h1>No such email</h1><p><a href="/dev/mailbox">Back to the mailbox</a></p>'));
    res
      .set('Cache-Control', 'no-store')
      .type('html')
      .send(
        page(
          email.subject,
          `<p><a href="/dev/mailbox">← Mailbox</a></p><h1>${escapeHtml(email.subject)}</h1><div class="meta">To ${escapeHtml(email.to)}</div>
${emailCard(email)}<article><pre>${escapeHtml(email.text)}</pre></article>`,
        ),
      );
  });

  return router;
}

/** JSON view of the outbox, for scripts and tests. */
export function devMailboxApi(ctx: AppContext): Router {
  const router = Router();
  router.get('/', async (_req, res) => {
    const emails = await ctx.storage.listOutbox(MAILBOX_LIMIT);
    res.set('Cache-Control', 'no-store').json({
      emails: emails.map((email) => ({ id: email.id, to: email.to, subject: email.subject, createdAt: email.createdAt, links: linksIn(email.text) })),
    });
  });
  return router;
}
