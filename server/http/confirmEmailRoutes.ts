// /api/auth/confirm: the confirmation link's page (client ConfirmEmailPage) checks the link, then confirms
// with a button and the password chosen at sign-up (asked whenever the account is unconfirmed: the link
// proves the inbox, the password proves which sign-up is the inbox owner's; docs/accounts.md). Confirming
// is a POST, so sameOriginWrites (security.ts) refuses it from another site's page: a link opened from
// elsewhere cannot swap the visitor's session for the link owner's (login CSRF).
import { Router, type Response } from 'express';
import type { SessionResponse } from '#shared/api.ts';
import { CONFIRM_PAGE_PATH, ConfirmEmailCodes, confirmEmailSchema, type ConfirmCheckResponse } from '#shared/validation/confirmEmail.ts';
import { AuthMessages } from '../auth/accounts.ts';
import type { ThrottledAttempt } from '../auth/rateLimits.ts';
import { looksLikeToken } from '../auth/tokens.ts';
import type { AppContext } from '../context.ts';
import { endSessionGameConnections } from '../rooms/roomAccess.ts';
import { sendError, sendRateLimited } from './errors.ts';
import { parseBody } from './parseBody.ts';
import { clientIp, currentAuth, startSession } from './sessionMiddleware.ts';

export function confirmEmailRoutes(ctx: AppContext): Router {
  const router = Router();
  const linkInvalid = (res: Response) => sendError(res, 400, AuthMessages.confirmInvalid, ConfirmEmailCodes.linkInvalid);

  /** Links sent before the page existed: on to the page, which confirms with a button. Signs nobody in. */
  router.get('/confirm', (req, res) => {
    const { token } = req.query;
    if (!looksLikeToken(token)) return res.redirect(303, '/auth?notice=confirm_invalid');
    res.redirect(303, `${CONFIRM_PAGE_PATH}?token=${token}`);
  });

  /** Which account a link confirms (without using it), so the page can say so or say at once that it is dead. */
  router.post('/confirm/check', async (req, res) => {
    const input = parseBody(confirmEmailSchema, req, res);
    if (!input) return;
    const pending = await ctx.accounts.confirmationFor(input.token);
    if (!pending) return linkInvalid(res);
    const body: ConfirmCheckResponse = { email: pending.email, needsPassword: pending.needsPassword };
    res.set('Cache-Control', 'no-store').json(body);
  });

  /**
   * Confirms the account (setting the password of the owner's sign-up: the live sign-up `password` matches;
   * an unconfirmed account always needs it) and signs this browser in to it. Every password check goes
   * through the sign-in throttle, keyed on the account's email. A session this browser held,
   * of any account, ends first, with its game connections. The address that confirmed counts as the
   * owner's for the sign-in throttle (rateLimits.ts).
   */
  router.post('/confirm', async (req, res) => {
    const input = parseBody(confirmEmailSchema, req, res);
    if (!input) return;
    const pending = await ctx.accounts.confirmationFor(input.token);
    if (!pending) return linkInvalid(res);
    let gate: ThrottledAttempt | null = null;
    if (pending.needsPassword && input.password) {
      const turn = await ctx.rateLimits.signIn.attempt(clientIp(req), pending.email);
      if (!turn.ok) return sendRateLimited(res, turn.retryAfterSeconds);
      gate = turn.attempt;
    }
    const result = await ctx.accounts.confirm(input.token, gate ? input.password : undefined);
    // A success ends the check like a right password at sign-in; a link that died meanwhile counts as a failure.
    if (gate) await (result.ok ? gate.succeeded() : gate.failed());
    if (!result.ok) {
      if (result.reason === 'passwordNeeded') return sendError(res, 400, AuthMessages.confirmPasswordNeeded, ConfirmEmailCodes.passwordNeeded);
      if (result.reason === 'wrongPassword') return sendError(res, 401, AuthMessages.confirmWrongPassword, ConfirmEmailCodes.wrongPassword);
      return linkInvalid(res);
    }
    const { user } = result;
    const previous = currentAuth(res);
    if (previous) {
      await ctx.sessions.invalidate(res.locals.sessionToken);
      await endSessionGameConnections(previous.user.id, previous.sessionId);
    }
    await ctx.rateLimits.signIn.rememberOwnerAddress(clientIp(req), user.email);
    await startSession(ctx, res, user.id);
    const body: SessionResponse = { user: { id: user.id, email: user.email } };
    res.json(body);
  });

  return router;
}
