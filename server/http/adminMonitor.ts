// The Colyseus monitor at /colyseus behind HTTP basic auth, mounted only when ADMIN_USER and
// ADMIN_PASSWORD are set. Wrong credentials go through the same throttle as sign-in (rateLimits.ts).
import { monitor } from '@colyseus/monitor';
import type { RequestHandler } from 'express';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { LoginThrottle } from '../auth/rateLimits.ts';
import { sendRateLimited } from './errors.ts';
import { clientIp } from './sessionMiddleware.ts';

/** The throttle's account name for the monitor: there is one admin account. */
const MONITOR_ACCOUNT = 'monitor';

/** Compares digests so the comparison takes the same time whatever the lengths. */
function safeEqual(a: string, b: string): boolean {
  const da = createHash('sha256').update(a).digest();
  const db = createHash('sha256').update(b).digest();
  return timingSafeEqual(da, db);
}

/**
 * HTTP basic auth. With a throttle, every request that presents credentials counts as a sign-in attempt
 * (a request without any, the browser's first, does not): too many failures from an address answer
 * 429 with Retry-After, and failures from anywhere slow the next attempts down.
 */
export function basicAuth(user: string, password: string, throttle?: LoginThrottle): RequestHandler {
  return async (req, res, next) => {
    const header = req.get('authorization') ?? '';
    const [scheme, encoded] = header.split(' ');
    if (scheme?.toLowerCase() === 'basic' && encoded) {
      const gate = throttle ? await throttle.attempt(clientIp(req), MONITOR_ACCOUNT) : undefined;
      if (gate && !gate.ok) return sendRateLimited(res, gate.retryAfterSeconds);
      const decoded = Buffer.from(encoded, 'base64').toString('utf8');
      const index = decoded.indexOf(':');
      const givenUser = index >= 0 ? decoded.slice(0, index) : '';
      const givenPassword = index >= 0 ? decoded.slice(index + 1) : '';
      // Both comparisons always run, so timing does not tell which part was wrong.
      const userOk = safeEqual(givenUser, user);
      const passwordOk = safeEqual(givenPassword, password);
      if (userOk && passwordOk) {
        if (gate?.ok) await gate.attempt.succeeded();
        return next();
      }
      if (gate?.ok) await gate.attempt.failed();
    }
    res.set('WWW-Authenticate', 'Basic realm="Main Event Mogul admin", charset="UTF-8"').status(401).json({ error: 'Admin sign-in required' });
  };
}

export function adminMonitor(user: string, password: string, throttle?: LoginThrottle): RequestHandler[] {
  return [basicAuth(user, password, throttle), monitor() as unknown as RequestHandler];
}
