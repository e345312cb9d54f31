// GET /api/health: storage kind and readiness, for load balancers and the Docker healthcheck. Ready means
// the store was read just now (storage.healthCheck: a cheap real read, not only a connection check): a
// store that cannot be read answers 503 with a short reason, and the server logs it at error.
import type { RequestHandler } from 'express';
import type { HealthResponse } from '#shared/api.ts';
import type { AppContext } from '../context.ts';

/**
 * A broken store is logged at most once in this many ms: a load balancer polls every few seconds, and one
 * line a minute says it is still broken without burying every other line of the log.
 */
export const HEALTH_LOG_INTERVAL_MS = 60_000;

const SERVICE_UNAVAILABLE = 503;

export function healthRoute(ctx: AppContext): RequestHandler {
  /** When a broken store was last logged (epoch ms); 0 for never. */
  let loggedAt = 0;
  return async (_req, res) => {
    const base = { storage: ctx.storage.kind, version: ctx.version };
    res.set('Cache-Control', 'no-store');
    if (!ctx.ready) {
      const body: HealthResponse = { status: 'starting', ...base, ready: false };
      return res.status(SERVICE_UNAVAILABLE).json(body);
    }
    const health = await ctx.storage.healthCheck();
    if (health.ok) {
      const body: HealthResponse = { status: 'ok', ...base, ready: true };
      return res.status(200).json(body);
    }
    const now = Date.now();
    if (now - loggedAt >= HEALTH_LOG_INTERVAL_MS) {
      loggedAt = now;
      ctx.log.error({ err: health.error, reason: health.reason, storage: ctx.storage.kind }, 'storage cannot be read');
    }
    const body: HealthResponse = { status: 'unavailable', ...base, ready: false, reason: health.reason };
    return res.status(SERVICE_UNAVAILABLE).json(body);
  };
}
