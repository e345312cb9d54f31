// Reads the session cookie on every request and puts the signed-in user on res.locals.
import type { Request, RequestHandler, Response } from 'express';
import { parseCookies, SESSION_COOKIE, sessionCookie } from '../auth/cookies.ts';
import type { NewSessionOptions, ValidSession } from '../auth/sessions.ts';
import type { AppContext } from '../context.ts';

export interface AuthLocals {
  auth: ValidSession | null;
  sessionToken: string | undefined;
}

export function sessionMiddleware(ctx: AppContext): RequestHandler {
  return async (req, res, next) => {
    try {
      const token = parseCookies(req.headers.cookie)[SESSION_COOKIE];
      const auth = await ctx.sessions.validate(token);
      res.locals.auth = auth;
      res.locals.sessionToken = auth ? token : undefined;
      if (auth?.renewed && token) res.append('Set-Cookie', sessionCookie(token, auth.expiresAt, ctx.config.secureCookies));
      next();
    } catch (error) {
      next(error);
    }
  };
}

/** Starts a new session for the user and sends its cookie. */
export async function startSession(ctx: AppContext, res: Response, userId: string, options: NewSessionOptions = {}): Promise<void> {
  const { token, expiresAt } = await ctx.sessions.create(userId, options);
  res.append('Set-Cookie', sessionCookie(token, expiresAt, ctx.config.secureCookies));
}

export function currentAuth(res: Response): ValidSession | null {
  return (res.locals as AuthLocals).auth ?? null;
}

export function clientIp(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

/** Refuses the request with 401 unless a user is signed in. */
export const requireUser: RequestHandler = (_req, res, next) => {
  if (currentAuth(res)) return next();
  res.status(401).json({ error: 'Sign in to continue', code: 'unauthenticated' });
};
