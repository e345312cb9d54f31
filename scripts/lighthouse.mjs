// Lighthouse scores of the public site, measured against the real server: builds the client into a
// temporary folder, starts the server on it, and runs Lighthouse (Debian's Chromium, headless) on /,
// /wrestlers and /changelog. Prints performance, accessibility, best-practices and SEO per page, for
// the mobile profile (Lighthouse's default: emulated phone, slow 4G, 4x CPU slowdown) and the desktop
// profile, then every audit that did not pass, so it can be fixed. The server gzips its responses
// itself; --gzip still puts an extra gzip proxy in front, as a reverse proxy would.
//   node scripts/lighthouse.mjs [/path ...] [--mobile-only] [--gzip] [--json out.json]
import { rmSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { buildClient, CHROMIUM, CHROMIUM_ARGS, startGzipProxy, startSiteServer } from './support/siteServer.mjs';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 2597);
const args = process.argv.slice(2);
const jsonAt = args.indexOf('--json');
const paths = args.filter((a, i) => a.startsWith('/') && (jsonAt < 0 || i !== jsonAt + 1));
const PAGES = paths.length ? paths : ['/', '/wrestlers', '/changelog'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const profiles = args.includes('--mobile-only') ? ['mobile'] : ['mobile', 'desktop'];

const clientDir = buildClient();
const server = await startSiteServer(clientDir, PORT);
let proxy = null;
let chrome = null;
const results = [];
try {
  proxy = args.includes('--gzip') ? await startGzipProxy(server.base, PORT + 1) : null;
  const base = proxy?.base ?? server.base;
  console.log(`Lighthouse ${proxy ? 'through a gzip proxy' : 'against the server as it is (it gzips responses itself)'}`);
  chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  for (const profile of profiles) {
    for (const path of PAGES) {
      const url = `${base}${path}`;
      const runner = await lighthouse(
        url,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
        profile === 'desktop' ? desktopConfig : undefined,
      );
      const { lhr } = runner;
      if (lhr.runtimeError) console.log(`${profile} ${path}: Lighthouse could not measure: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));
      const failing = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'manual')
        .map((a) => `${a.id} (${a.score})${a.displayValue ? `: ${a.displayValue}` : ''}`);
      const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'].map(
        (id) => `${id.replace(/-/g, ' ')} ${lhr.audits[id]?.displayValue ?? '-'}`,
      );
      const details = Object.fromEntries(
        Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 0.9 && a.details?.items?.length)
          .map((a) => [a.id, a.details.items.slice(0, 20).map((item) => item.node?.snippet ?? item.node?.selector ?? item.url ?? item.text ?? JSON.stringify(item).slice(0, 160))]),
      );
      results.push({ profile, path, scores, metrics, failing, details });
      console.log(
        `${profile.padEnd(7)} ${path.padEnd(12)} performance ${scores.performance}  accessibility ${scores.accessibility}  best-practices ${scores['best-practices']}  seo ${scores.seo}`,
      );
      console.log(`${''.padEnd(20)}${metrics.join(' · ')}`);
      for (const line of failing) console.log(`${''.padEnd(20)}not passing: ${line}`);
    }
  }
} finally {
  await chrome?.kill();
  await proxy?.stop();
  await server.stop();
  rmSync(clientDir, { recursive: true, force: true });
}
if (jsonAt >= 0 && args[jsonAt + 1]) writeFileSync(args[jsonAt + 1], JSON.stringify(results, null, 2));
