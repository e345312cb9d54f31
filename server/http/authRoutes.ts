// /api/auth: sign up, confirm, sign in, resend, sign out, session, Google.
import { Router, type Response } from 'express';
import { ErrorCodes, type ProvidersResponse, type SessionResponse } from '#shared/api.ts';
import { credentialsSchema, resendSchema, signInSchema } from '#shared/validation/auth.ts';
import { AuthMessages } from '../auth/accounts.ts';
import { safeReturnPath } from '../auth/google.ts';
import { clearedSessionCookie, parseCookies } from '../auth/cookies.ts';
import type { LimitName } from '../auth/rateLimits.ts';
import type { AppContext } from '../context.ts';
import { endGameConnections, endSessionGameConnections } from '../rooms/roomAccess.ts';
import { confirmEmailRoutes } from './confirmEmailRoutes.ts';
import { sendError, sendRateLimited } from './errors.ts';
import { parseBody } from './parseBody.ts';
import { clientIp, currentAuth, requireUser, startSession as startSessionFor } from './sessionMiddleware.ts';

const GOOGLE_STATE_COOKIE = 'mem_google_state';
const GOOGLE_VERIFIER_COOKIE = 'mem_google_verifier';
/** Where the sign-in lands when it was started with ?return= (a safe path of this site only). */
const GOOGLE_RETURN_COOKIE = 'mem_google_return';
/** How long the Google round trip may take, in seconds. */
const GOOGLE_COOKIE_MAX_AGE_S = 600;

export const GOOGLE_NOT_CONFIGURED =
  'Google sign-in is not enabled on this server. The operator can enable it by setting GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET.';

function tempCookie(name: string, value: string, secure: boolean): string {
  return [`${name}=${value}`, 'Path=/api/auth/google', 'HttpOnly', 'SameSite=Lax', `Max-Age=${GOOGLE_COOKIE_MAX_AGE_S}`, ...(secure ? ['Secure'] : [])].join('; ');
}

function clearTempCookie(name: string, secure: boolean): string {
  return [`${name}=`, 'Path=/api/auth/google', 'HttpOnly', 'SameSite=Lax', 'Max-Age=0', ...(secure ? ['Secure'] : [])].join('; ');
}

export function authRoutes(ctx: AppContext): Router {
  const router = Router();
  const secure = ctx.config.secureCookies;

  async function limited(res: Response, checks: Array<[LimitName, string]>): Promise<boolean> {
    const result = await ctx.rateLimits.consume(checks);
    if (result.ok) return false;
    sendRateLimited(res, result.retryAfterSeconds);
    return true;
  }

  const startSession = (res: Response, userId: string) => startSessionFor(ctx, res, userId);

  router.post('/signup', async (req, res) => {
    const input = parseBody(credentialsSchema, req, res);
    if (!input) return;
    if (await limited(res, [['signUpPerIp', clientIp(req)]])) return;
    await ctx.accounts.signUp(input.email, input.password);
    res.status(201).json({ message: AuthMessages.signUpSuccess });
  });

  router.post('/signin', async (req, res) => {
    const input = parseBody(signInSchema, req, res);
    if (!input) return;
    // Throttled per (address, account) and per address; the account itself only slows down (rateLimits.ts).
    const gate = await ctx.rateLimits.signIn.attempt(clientIp(req), input.email);
    if (!gate.ok) return sendRateLimited(res, gate.retryAfterSeconds);
    const result = await ctx.accounts.signIn(input.email, input.password);
    // A right password counts as a success even before the email is confirmed.
    if (result.ok || result.reason === 'unconfirmed') await gate.attempt.succeeded();
    else await gate.attempt.failed();
    if (!result.ok) {
      if (result.reason === 'unconfirmed') return sendError(res, 403, AuthMessages.unconfirmed, ErrorCodes.unconfirmed);
      return sendError(res, 401, AuthMessages.invalidCredentials, ErrorCodes.invalidCredentials);
    }
    await startSession(res, result.user.id);
    const body: SessionResponse = { user: { id: result.user.id, email: result.user.email } };
    res.json(body);
  });

  router.post('/resend', async (req, res) => {
    const input = parseBody(resendSchema, req, res);
    if (!input) return;
    if (await limited(res, [['resendPerIp', clientIp(req)], ['resendPerEmail', input.email]])) return;
    await ctx.accounts.resend(input.email);
    res.status(202).json({ message: AuthMessages.resendSent });
  });

  // Confirming an email: a page and a same-origin POST (confirmEmailRoutes.ts).
  router.use(confirmEmailRoutes(ctx));

  /** Ends this browser's session and closes the game connections it opened (docs/accounts.md). */
  router.post('/signout', async (_req, res) => {
    const auth = currentAuth(res);
    await ctx.sessions.invalidate(res.locals.sessionToken);
    if (auth) await endSessionGameConnections(auth.user.id, auth.sessionId);
    res.append('Set-Cookie', clearedSessionCookie(secure));
    res.status(204).end();
  });

  /** Ends every session of the account, this one included (docs/accounts.md). */
  router.post('/signout-everywhere', requireUser, async (_req, res) => {
    const userId = currentAuth(res)!.user.id;
    await ctx.sessions.invalidateAll(userId);
    await endGameConnections(userId);
    res.append('Set-Cookie', clearedSessionCookie(secure));
    res.status(204).end();
  });

  router.get('/session', (_req, res) => {
    const auth = currentAuth(res);
    const body: SessionResponse = { user: auth ? { id: auth.user.id, email: auth.user.email } : null };
    res.set('Cache-Control', 'no-store').json(body);
  });

  router.get('/providers', (_req, res) => {
    const body: ProvidersResponse = { google: Boolean(ctx.google) };
    res.json(body);
  });

  router.get('/google', (req, res) => {
    if (!ctx.google) return sendError(res, 404, GOOGLE_NOT_CONFIGURED, 'google_disabled');
    const { url, state, codeVerifier } = ctx.google.start();
    res.append('Set-Cookie', tempCookie(GOOGLE_STATE_COOKIE, state, secure));
    res.append('Set-Cookie', tempCookie(GOOGLE_VERIFIER_COOKIE, codeVerifier, secure));
    // "Sign in with Google again" on the profile comes back there (deleting a Google-only account).
    const returnTo = safeReturnPath(req.query.return);
    res.append('Set-Cookie', returnTo ? tempCookie(GOOGLE_RETURN_COOKIE, encodeURIComponent(returnTo), secure) : clearTempCookie(GOOGLE_RETURN_COOKIE, secure));
    res.redirect(302, url.toString());
  });

  router.get('/google/callback', async (req, res) => {
    if (!ctx.google) return sendError(res, 404, GOOGLE_NOT_CONFIGURED, 'google_disabled');
    const cookies = parseCookies(req.headers.cookie);
    res.append('Set-Cookie', clearTempCookie(GOOGLE_STATE_COOKIE, secure));
    res.append('Set-Cookie', clearTempCookie(GOOGLE_VERIFIER_COOKIE, secure));
    res.append('Set-Cookie', clearTempCookie(GOOGLE_RETURN_COOKIE, secure));
    const returnTo = safeReturnPath(cookies[GOOGLE_RETURN_COOKIE]) ?? '/start';
    const { code, state } = req.query;
    const verifier = cookies[GOOGLE_VERIFIER_COOKIE];
    if (typeof code !== 'string' || typeof state !== 'string' || !verifier || state !== cookies[GOOGLE_STATE_COOKIE]) {
      return res.redirect(303, '/auth?notice=google_failed');
    }
    try {
      const identity = await ctx.google.finish(code, verifier);
      const user = await ctx.accounts.googleAccount(identity.sub, identity.email, identity.emailVerified);
      if (!user) return res.redirect(303, '/auth?notice=google_unverified');
      await ctx.rateLimits.signIn.rememberOwnerAddress(clientIp(req), user.email);
      // Google has just proved this sign-in: the session remembers when (deleting a Google-only account asks for a recent one).
      await startSessionFor(ctx, res, user.id, { signedInWithGoogle: true });
      res.redirect(303, returnTo);
    } catch (error) {
      ctx.log.warn({ err: error }, 'Google sign-in failed');
      res.redirect(303, '/auth?notice=google_failed');
    }
  });

  return router;
}
