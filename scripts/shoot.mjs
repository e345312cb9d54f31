// Screenshots of game screens as a player sees them, for reviewing a change: builds the client into a
// temporary folder, starts the real server on it, signs a player up, creates a federation, runs an
// optional preparation module (clicks through the UI: sign wrestlers, advance weeks, ...), then shoots
// each route at 1280x800 and 390x844 (full page) into the output folder.
//   node scripts/shoot.mjs --out /tmp/shots --port 2611 [--prep ./prep.mjs] /roster /staff
// A prep module exports `default async function (page, base)`; it runs once, at desktop size.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { buildClient, CHROMIUM, CHROMIUM_ARGS, startSiteServer } from './support/siteServer.mjs';

const SIZES = [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
];

function parseArgs(argv) {
  const options = { out: '/tmp/shots', port: 2611, prep: null, routes: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--out') options.out = argv[++i];
    else if (arg === '--port') options.port = Number(argv[++i]);
    else if (arg === '--prep') options.prep = resolve(argv[++i]);
    else options.routes.push(arg);
  }
  if (!options.routes.length) options.routes.push('/dashboard');
  return options;
}

const options = parseArgs(process.argv.slice(2));
mkdirSync(options.out, { recursive: true });
const clientDir = buildClient();
const server = await startSiteServer(clientDir, options.port);
const base = server.base;
let browser;
try {
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  const context = await browser.newContext({ viewport: SIZES[0][1] });
  const page = await context.newPage();
  const email = `shots-${Date.now()}@example.com`;
  const res = await fetch(`${base}/api/auth/signup`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password: 'main-event-2026' }) });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status}`);
  const { emails } = await (await fetch(`${base}/api/dev/mailbox`)).json();
  await page.goto(emails.find((e) => e.to === email).links[0]);
  await page.waitForURL(`${base}/start`);
  await page.getByTestId('new-game').click();
  await page.waitForURL(`${base}/setup`);
  await page.getByTestId('federation-name-input').fill('Iron Harbor Wrestling');
  await page.getByTestId('create-federation').click();
  await page.waitForURL(`${base}/dashboard`);
  if (options.prep) await (await import(pathToFileURL(options.prep).href)).default(page, base);
  for (const route of options.routes) {
    for (const [label, viewport] of SIZES) {
      await page.setViewportSize(viewport);
      await page.goto(`${base}${route}`);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(600);
      const file = join(options.out, `${route.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root'}-${label}.png`);
      // The page scrolls in the app frame (AppFrame): let the document hold it whole for a full-page shot.
      await page.addStyleTag({ content: '[data-testid="app-frame"]{height:auto!important} #app-scroll{overflow:visible!important}' });
      await page.screenshot({ path: file, fullPage: true });
      console.log(`wrote ${file}`);
    }
  }
} finally {
  await browser?.close();
  await server.stop();
}
