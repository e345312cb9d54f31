// Serves the built client (dist/client) with an SPA fallback: any GET that is not an API, dev,
// monitor or matchmaking path and not a file gets index.html, and the client router decides.
import express, { type Router } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const NOT_SPA = /^\/(api|dev|colyseus|matchmake)(\/|$)/;
const HAS_EXTENSION = /\/[^/]+\.[a-z0-9]+$/i;

export function staticClient(clientDir: string): Router {
  const router = express.Router();
  const indexHtml = join(clientDir, 'index.html');
  router.use(
    '/assets',
    express.static(join(clientDir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: true, index: false }),
  );
  router.use(express.static(clientDir, { index: false, maxAge: '1h' }));
  router.get('/{*path}', (req, res, next) => {
    if (NOT_SPA.test(req.path) || HAS_EXTENSION.test(req.path)) return next();
    if (!existsSync(indexHtml)) {
      res.status(503).type('text').send('The client is not built yet. Run `npm run build` (npm start does it for you).');
      return;
    }
    res.set('Cache-Control', 'no-cache').sendFile(indexHtml);
  });
  return router;
}
