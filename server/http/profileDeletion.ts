// Deleting an account (docs/accounts.md "Deleting an account"): the password, or a fresh Google sign-in
// for an account without one (server/auth/accountDeletion.ts); then every session ends, every game room
// of the account closes (writing its last snapshot), and the store deletes the account and all it holds.
// It cannot be undone; the email is free for a new sign-up afterwards.
import type { Request, Response } from 'express';
import { z } from 'zod';
import { DeletionCodes, DeletionMessages, deletionProof, hasFreshGoogleSignIn } from '../auth/accountDeletion.ts';
import { clearedSessionCookie } from '../auth/cookies.ts';
import { verifyPassword } from '../auth/passwords.ts';
import type { AppContext } from '../context.ts';
import { closeGameRooms } from '../rooms/roomAccess.ts';
import { sendError, sendRateLimited } from './errors.ts';
import { parseBody } from './parseBody.ts';
import { clientIp, currentAuth } from './sessionMiddleware.ts';

const deleteAccountSchema = z
  .object({
    password: z.string({ error: 'password must be text' }).max(1024, 'password is too long').optional(),
  })
  .strict();

/** DELETE /api/profile/account with { password } (an account with one) or {} (Google-only, freshly signed in). */
export async function deleteAccount(ctx: AppContext, req: Request, res: Response): Promise<void> {
  const input = parseBody(deleteAccountSchema, req, res);
  if (!input) return;
  const auth = currentAuth(res)!;
  const { user } = auth;
  const gate = await ctx.rateLimits.consume([['deleteAccountPerIp', clientIp(req)]]);
  if (!gate.ok) return sendRateLimited(res, gate.retryAfterSeconds);

  if (deletionProof(auth) === 'password') {
    if (!input.password) return sendError(res, 400, DeletionMessages.passwordNeeded, DeletionCodes.passwordNeeded);
    // Through the sign-in throttle, like the password change: a stolen session must not make guessing cheaper.
    const check = await ctx.rateLimits.signIn.attempt(clientIp(req), user.email);
    if (!check.ok) return sendRateLimited(res, check.retryAfterSeconds);
    if (!(await verifyPassword(user.passwordHash!, input.password))) {
      await check.attempt.failed();
      return sendError(res, 400, DeletionMessages.wrongPassword, DeletionCodes.wrongPassword);
    }
    await check.attempt.succeeded();
  } else if (!hasFreshGoogleSignIn(auth, new Date())) {
    return sendError(res, 403, DeletionMessages.freshGoogleSignInNeeded, DeletionCodes.freshGoogleSignInNeeded);
  }

  // Nobody is signed in to the account any more, so no game room can open for it from here on.
  await ctx.sessions.invalidateAll(user.id);
  // Each open room writes its last snapshot and closes before the saves go, so none writes its game back.
  await closeGameRooms(user.id);
  await ctx.storage.deleteUser(user.id);
  ctx.log.info({ userId: user.id }, 'account deleted by its owner');
  res.append('Set-Cookie', clearedSessionCookie(ctx.config.secureCookies));
  res.json({ message: DeletionMessages.deleted });
}
