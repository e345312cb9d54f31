// The Colyseus monitor at /colyseus behind HTTP basic auth, mounted only when ADMIN_USER and
// ADMIN_PASSWORD are set.
import { monitor } from '@colyseus/monitor';
import type { RequestHandler } from 'express';
import { createHash, timingSafeEqual } from 'node:crypto';

/** Compares digests so the comparison takes the same time whatever the lengths. */
function safeEqual(a: string, b: string): boolean {
  const da = createHash('sha256').update(a).digest();
  const db = createHash('sha256').update(b).digest();
  return timingSafeEqual(da, db);
}

export function basicAuth(user: string, password: string): RequestHandler {
  return (req, res, next) => {
    const header = req.get('authorization') ?? '';
    const [scheme, encoded] = header.split(' ');
    if (scheme?.toLowerCase() === 'basic' && encoded) {
      const decoded = Buffer.from(encoded, 'base64').toString('utf8');
      const index = decoded.indexOf(':');
      const givenUser = index >= 0 ? decoded.slice(0, index) : '';
      const givenPassword = index >= 0 ? decoded.slice(index + 1) : '';
      // Both comparisons always run, so timing does not tell which part was wrong.
      const userOk = safeEqual(givenUser, user);
      const passwordOk = safeEqual(givenPassword, password);
      if (userOk && passwordOk) return next();
    }
    res.set('WWW-Authenticate', 'Basic realm="Main Event Mogul admin", charset="UTF-8"').status(401).json({ error: 'Admin sign-in required' });
  };
}

export function adminMonitor(user: string, password: string): RequestHandler[] {
  return [basicAuth(user, password), monitor() as unknown as RequestHandler];
}
