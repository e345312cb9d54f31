// GET /api/health: storage kind and readiness, for load balancers and the Docker healthcheck.
import type { RequestHandler } from 'express';
import type { HealthResponse } from '../../shared/api.ts';
import type { AppContext } from '../context.ts';

export function healthRoute(ctx: AppContext): RequestHandler {
  return async (_req, res) => {
    const ready = ctx.ready && (await ctx.storage.ping());
    const body: HealthResponse = { status: ready ? 'ok' : 'starting', storage: ctx.storage.kind, ready, version: ctx.version };
    res.status(ready ? 200 : 503).set('Cache-Control', 'no-store').json(body);
  };
}
