// Serves the built client (dist/client) with an SPA fallback: any GET that is not an API, dev,
// monitor or matchmaking path and not a file gets index.html, and the client router decides.
import express, { type Router } from 'express';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const NOT_SPA = /^\/(api|dev|colyseus|matchmake|logos|music)(\/|$)/;
const HAS_EXTENSION = /\/[^/]+\.[a-z0-9]+$/i;

/**
 * index.html with the Open Graph image as an absolute URL on PUBLIC_URL: link-preview crawlers
 * do not resolve relative ones. Re-read when the build changes.
 */
export function indexHtmlReader(indexHtml: string, publicUrl: string): () => string | null {
  let cached: { mtimeMs: number; html: string } | null = null;
  return () => {
    if (!existsSync(indexHtml)) return null;
    const { mtimeMs } = statSync(indexHtml);
    if (cached?.mtimeMs !== mtimeMs) {
      const html = readFileSync(indexHtml, 'utf8').replace(/(<meta property="og:image" content=")\/(?!\/)/, `$1${publicUrl}/`);
      cached = { mtimeMs, html };
    }
    return cached.html;
  };
}

export function staticClient(clientDir: string, publicUrl: string): Router {
  const router = express.Router();
  const readIndex = indexHtmlReader(join(clientDir, 'index.html'), publicUrl);
  router.use(
    '/assets',
    express.static(join(clientDir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: true, index: false }),
  );
  router.use(express.static(clientDir, { index: false, maxAge: '1h' }));
  router.get('/{*path}', (req, res, next) => {
    if (NOT_SPA.test(req.path) || HAS_EXTENSION.test(req.path)) return next();
    const html = readIndex();
    if (html === null) {
      res.status(503).type('text').send('The client is not built yet. Run `npm run build` (npm start does it for you).');
      return;
    }
    res.set('Cache-Control', 'no-cache').type('html').send(html);
  });
  return router;
}
