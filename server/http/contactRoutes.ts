// POST /api/contact (landing page) and POST /api/feedback (game shell): the same rules as the
// browser form, five attempts per 60 s per form per IP, stored and emailed to CONTACT_TO.
import { escapeHtml } from '../email/escapeHtml.ts';
import { Router } from 'express';
import { randomUUID } from 'node:crypto';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { CONTACT_RATE_LIMIT, ContactMessages, contactFormSchema, validationFailedText } from '#shared/validation/contact.ts';
import type { AppContext } from '../context.ts';
import type { ContactKind } from '../storage/port.ts';
import { sendError } from './errors.ts';
import { clientIp, currentAuth } from './sessionMiddleware.ts';

const SUCCESS: Record<ContactKind, string> = { contact: ContactMessages.contactSent, feedback: ContactMessages.feedbackSent };

export function contactRoutes(ctx: AppContext): Router {
  const router = Router();
  const limiters: Record<ContactKind, RateLimiterMemory> = {
    contact: new RateLimiterMemory({ points: CONTACT_RATE_LIMIT.attempts, duration: CONTACT_RATE_LIMIT.windowMs / 1000, keyPrefix: 'contact' }),
    feedback: new RateLimiterMemory({ points: CONTACT_RATE_LIMIT.attempts, duration: CONTACT_RATE_LIMIT.windowMs / 1000, keyPrefix: 'feedback' }),
  };

  for (const kind of ['contact', 'feedback'] as const) {
    router.post(`/${kind}`, async (req, res) => {
      try {
        await limiters[kind].consume(clientIp(req));
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        res.set('Retry-After', String(Math.ceil(rejection.msBeforeNext / 1000)));
        return sendError(res, 429, ContactMessages.rateLimited, 'rate_limited');
      }
      const body: unknown = req.body;
      if (typeof body !== 'object' || body === null || Array.isArray(body)) return sendError(res, 400, ContactMessages.invalidForm, 'validation');
      const parsed = contactFormSchema.safeParse(body);
      if (!parsed.success) return sendError(res, 400, validationFailedText(parsed.error), 'validation');

      const form = parsed.data;
      const userId = currentAuth(res)?.user.id ?? null;
      await ctx.storage.addContactMessage({ id: randomUUID(), kind, ...form, userId, createdAt: new Date() });
      const label = kind === 'contact' ? 'Contact' : 'Feedback';
      try {
        await ctx.mailer.send({
          to: ctx.config.contactTo,
          subject: `[${label}] ${form.subject}`,
          text: `${label} from ${form.name} <${form.email}>${userId ? ` (player ${userId})` : ''}\n\n${form.message}`,
          html: `<p><strong>${label}</strong> from ${escapeHtml(form.name)} &lt;${escapeHtml(form.email)}&gt;${userId ? ` (player ${escapeHtml(userId)})` : ''}</p><p style="white-space:pre-wrap">${escapeHtml(form.message)}</p>`,
        });
      } catch (error) {
        // The message is stored; the operator still sees it even if the email did not go out.
        ctx.log.error({ err: error, kind }, 'contact email failed');
      }
      res.json({ message: SUCCESS[kind] });
    });
  }
  return router;
}
