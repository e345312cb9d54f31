// /api/auth "Forgot password?": ask for a reset link, check a link, set the new password
// (docs/accounts.md "Password reset").
import { Router, type Request, type Response } from 'express';
import type { SessionResponse } from '#shared/api.ts';
import { forgotPasswordSchema, PasswordResetCodes, PasswordResetMessages, resetCheckSchema, resetPasswordSchema } from '#shared/validation/passwordReset.ts';
import { PasswordReset } from '../auth/passwordReset.ts';
import type { LimitName } from '../auth/rateLimits.ts';
import type { AppContext } from '../context.ts';
import { endGameConnections } from '../rooms/roomAccess.ts';
import { sendError, sendRateLimited } from './errors.ts';
import { parseBody } from './parseBody.ts';
import { clientIp, startSession } from './sessionMiddleware.ts';

export function passwordResetRoutes(ctx: AppContext, reset = new PasswordReset(ctx.storage, ctx.mailer, ctx.config.publicUrl)): Router {
  const router = Router();

  async function limited(res: Response, checks: Array<[LimitName, string]>): Promise<boolean> {
    const result = await ctx.rateLimits.consume(checks);
    if (result.ok) return false;
    sendRateLimited(res, result.retryAfterSeconds);
    return true;
  }

  const linkInvalid = (res: Response) => sendError(res, 400, PasswordResetMessages.linkInvalid, PasswordResetCodes.linkInvalid);

  /**
   * Answers first, then looks the email up and sends the link: the answer and its timing are the same
   * whether an account uses the email or not (no lookup, token write or mail delivery before it).
   */
  router.post('/forgot-password', async (req, res) => {
    const input = parseBody(forgotPasswordSchema, req, res);
    if (!input) return;
    if (await limited(res, [['forgotPerIp', clientIp(req)], ['forgotPerEmail', input.email]])) return;
    res.status(202).json({ message: PasswordResetMessages.forgotSent });
    reset.request(input.email).catch((error: unknown) => ctx.log.error({ err: error }, 'password reset email failed'));
  });

  async function gate(req: Request, res: Response): Promise<boolean> {
    return !(await limited(res, [['resetPerIp', clientIp(req)]]));
  }

  /** Which account a link resets, so the page can say so (or say at once that the link is dead). */
  router.post('/reset-password/check', async (req, res) => {
    if (!(await gate(req, res))) return;
    const input = parseBody(resetCheckSchema, req, res);
    if (!input) return;
    const account = await reset.check(input.token);
    if (!account) return linkInvalid(res);
    res.set('Cache-Control', 'no-store').json(account);
  });

  /**
   * Sets the new password, ends every session of the account and closes its game connections (4401),
   * then signs this browser in with a fresh session.
   */
  router.post('/reset-password', async (req, res) => {
    if (!(await gate(req, res))) return;
    const input = parseBody(resetPasswordSchema, req, res);
    if (!input) return;
    const user = await reset.reset(input.token, input.password);
    if (!user) return linkInvalid(res);
    await ctx.sessions.invalidateAll(user.id);
    await endGameConnections(user.id);
    // This browser may hold another account's session: it ends too, as this browser now belongs to the reset account.
    await ctx.sessions.invalidate(res.locals.sessionToken);
    await startSession(ctx, res, user.id);
    // Opening the link proved the inbox, as confirming does: this address is the owner's for the sign-in throttle.
    await ctx.rateLimits.signIn.rememberOwnerAddress(clientIp(req), user.email);
    const body: SessionResponse & { message: string } = { user: { id: user.id, email: user.email }, message: PasswordResetMessages.done };
    res.json(body);
  });

  return router;
}
