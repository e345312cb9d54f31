import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, startTestApp, type TestApp } from '../test/harness.ts';

const clientDir = mkdtempSync(join(tmpdir(), 'mem-static-'));
mkdirSync(join(clientDir, 'assets'));
writeFileSync(
  join(clientDir, 'index.html'),
  '<!doctype html><html><head><meta property="og:image" content="/og-image.png" /></head><body><div id="root"></div></body></html>',
);
writeFileSync(join(clientDir, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('mogul '.repeat(2000))});`);

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ PUBLIC_URL: 'https://mogul.example.com' }, { clientDir });
});
afterAll(async () => {
  await app.close();
});

describe('the built client', () => {
  it('serves index.html for client routes with an absolute Open Graph image', async () => {
    const res = await fetch(`${BASE_URL}/shows/42/book`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain('<meta property="og:image" content="https://mogul.example.com/og-image.png" />');
  });

  it('gzips assets and caches hashed files for a year', async () => {
    const res = await fetch(`${BASE_URL}/assets/index-abc123.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing file with 404, not the app', async () => {
    expect((await fetch(`${BASE_URL}/assets/missing.js`)).status).toBe(404);
    expect((await fetch(`${BASE_URL}/favicon-missing.png`)).status).toBe(404);
  });
});
