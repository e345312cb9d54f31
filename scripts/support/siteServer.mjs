// Shared by scripts/screenshots.mjs and scripts/lighthouse.mjs: builds the client into a temporary
// folder (never touching dist/client, which tests may be serving) and starts the real server on it
// with a fresh embedded store and the dev outbox.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** `vite build` into a new temporary folder; returns the folder. */
export function buildClient() {
  const outDir = mkdtempSync(join(tmpdir(), 'mem-site-client-'));
  const vite = join(ROOT, 'node_modules/.bin/vite');
  const result = spawnSync(vite, ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('vite build failed');
  return outDir;
}

/** The real server (server/app.ts) serving clientDir on `port`. Call stop() when done. */
export async function startSiteServer(clientDir, port, env = {}) {
  const base = `http://localhost:${port}`;
  const taken = await fetch(`${base}/api/health`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is already in use: stop what runs there first`);
  const dataDir = mkdtempSync(join(tmpdir(), 'mem-site-data-'));
  const boot = `import { loadConfig } from './server/config.ts';
import { createApp } from './server/app.ts';
const { server } = await createApp({ config: loadConfig(), clientDir: ${JSON.stringify(clientDir)} });
await server.listen(${port});`;
  const proc = spawn(process.execPath, ['--input-type=module', '-e', boot], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'development', PORT: String(port), PUBLIC_URL: base, DATA_DIR: dataDir, LOG_LEVEL: 'error', RESEND_API_KEY: '', MONGODB_URI: '', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error('the server exited early');
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error('the server did not start');
    await sleep(150);
  }
  return {
    base,
    stop: async () => {
      if (proc.exitCode === null) {
        const exited = new Promise((r) => proc.once('exit', r));
        proc.kill('SIGTERM');
        // The graceful shutdown waits for open connections; do not wait for ever.
        const timer = setTimeout(() => proc.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A gzip-compressing proxy in front of `target` (what a production reverse proxy, or compression in the
 * server itself, does), for measuring the site as it would be served compressed.
 */
export async function startGzipProxy(target, port) {
  const http = await import('node:http');
  const zlib = await import('node:zlib');
  const server = http.createServer((req, res) => {
    const headers = { ...req.headers, host: new URL(target).host };
    delete headers['accept-encoding'];
    const upstream = http.request(new URL(req.url ?? '/', target), { method: req.method, headers, agent: false }, (answer) => {
      const type = String(answer.headers['content-type'] ?? '');
      const gzip = /text|javascript|json|svg|manifest/.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
      const out = { ...answer.headers };
      if (gzip) {
        delete out['content-length'];
        out['content-encoding'] = 'gzip';
        out.vary = 'Accept-Encoding';
      }
      res.writeHead(answer.statusCode ?? 502, out);
      (gzip ? answer.pipe(zlib.createGzip()) : answer).pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, done);
  });
  return { base: `http://localhost:${port}`, stop: () => new Promise((done) => server.close(done)) };
}
