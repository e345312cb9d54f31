// Makes the site's images from the real game: gallery screenshots (client/public/gallery/*.webp, full
// size and an 800-pixel-wide copy: federation setup, dashboard, wrestlers database), the Open Graph image (client/public/og-image.png) and the app icons
// (client/public/icons/*.png from the SVGs). It builds the client into a temporary folder, starts the
// real server on it with a fresh embedded store, signs a player up through the dev outbox, creates a
// federation, plays a few weeks in Debian's Chromium, and encodes the images with Chromium's own WebP
// encoder (no image libraries needed).
//   node scripts/screenshots.mjs                 everything
//   node scripts/screenshots.mjs icons           only the icons (no server)
//   node scripts/screenshots.mjs gallery og      screenshots and the Open Graph image
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { buildClient, CHROMIUM, CHROMIUM_ARGS, ROOT, startSiteServer } from './support/siteServer.mjs';

const PUBLIC = join(ROOT, 'client/public');
const PORT = Number(process.env.SCREENSHOT_PORT ?? 2594);
const BASE = `http://localhost:${PORT}`;
const steps = process.argv.slice(2).length ? new Set(process.argv.slice(2)) : new Set(['icons', 'gallery', 'og']);

const FEDERATION = 'Iron Harbor Wrestling';
const WEEKS_TO_PLAY = 3;
/** Width of the -small copies: enough for the grid on 2x screens and for phones. */
const THUMB_WIDTH = 800;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Encodes a PNG screenshot as WebP (and optionally scales it) with Chromium's canvas encoder. */
async function encode(page, png, { width, type = 'image/webp', quality = 0.86 }) {
  const dataUrl = await page.evaluate(
    async (job) => {
      const img = new Image();
      img.src = job.src;
      await img.decode();
      const scale = job.width ? job.width / img.naturalWidth : 1;
      const canvas = document.createElement('canvas');
      canvas.width = Math.round(img.naturalWidth * scale);
      canvas.height = Math.round(img.naturalHeight * scale);
      const ctx = canvas.getContext('2d');
      ctx.imageSmoothingQuality = 'high';
      ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
      return canvas.toDataURL(job.type, job.quality);
    },
    { src: `data:image/png;base64,${png.toString('base64')}`, width, type, quality },
  );
  return Buffer.from(dataUrl.split(',')[1], 'base64');
}

async function makeIcons(browser) {
  const page = await browser.newPage();
  const jobs = [
    ['icons/icon.svg', 'icons/icon-192.png', 192],
    ['icons/icon.svg', 'icons/icon-512.png', 512],
    ['icons/icon-maskable.svg', 'icons/icon-maskable-512.png', 512],
  ];
  for (const [svg, png, size] of jobs) {
    await page.setViewportSize({ width: size, height: size });
    const src = `data:image/svg+xml;base64,${readFileSync(join(PUBLIC, svg)).toString('base64')}`;
    await page.setContent(`<html><body style="margin:0;background:transparent"><img src="${src}" width="${size}" height="${size}" style="display:block"></body></html>`);
    await page.locator('img').evaluate((img) => img.decode());
    writeFileSync(join(PUBLIC, png), await page.screenshot({ omitBackground: true }));
    console.log(`wrote client/public/${png}`);
  }
  await page.close();
}

async function signUp(page) {
  const email = `screenshots-${Date.now()}@example.com`;
  const res = await fetch(`${BASE}/api/auth/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'main-event-2026' }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status}`);
  const { emails } = await (await fetch(`${BASE}/api/dev/mailbox`)).json();
  const link = emails.find((e) => e.to === email)?.links[0];
  if (!link) throw new Error('no confirmation email in the dev outbox');
  await page.goto(link);
  await page.waitForURL(`${BASE}/start`);
}

async function settle(page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  await sleep(700);
}

async function shoot(page, name, { width = 1280, height = 800 } = {}) {
  await page.setViewportSize({ width, height });
  // Toasts of earlier steps are not part of the screen being shown.
  await page.addStyleTag({ content: '[data-testid="toast-region"]{display:none!important}' });
  await page.evaluate(() => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    // The page scrolls in the app frame (AppFrame), not the document.
    document.getElementById('app-scroll')?.scrollTo(0, 0);
    window.scrollTo(0, 0);
  });
  await settle(page);
  const png = await page.screenshot();
  const full = await encode(page, png, {});
  writeFileSync(join(PUBLIC, `gallery/${name}.webp`), full);
  const thumb = await encode(page, png, { width: THUMB_WIDTH });
  writeFileSync(join(PUBLIC, `gallery/${name}-small.webp`), thumb);
  console.log(`wrote client/public/gallery/${name}.webp (${(full.length / 1024).toFixed(0)} KB) and -small (${(thumb.length / 1024).toFixed(0)} KB)`);
  return png;
}

async function makeGallery(browser) {
  const clientDir = buildClient();
  const server = await startSiteServer(clientDir, PORT);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const shots = {};
  try {
    await signUp(page);
    await page.getByTestId('new-game').click();
    await page.waitForURL(`${BASE}/setup`);
    await page.getByTestId('federation-name-input').fill(FEDERATION);
    const logo = page.getByTestId('logo-option-3');
    if (await logo.count()) await logo.click();
    shots.setup = await shoot(page, 'federation-setup');

    await page.getByTestId('create-federation').click();
    await page.waitForURL(`${BASE}/dashboard`);
    for (let week = 0; week < WEEKS_TO_PLAY; week += 1) {
      await page.getByTestId('dashboard-next-week').click();
      await page.waitForURL(`${BASE}/next-week`);
      await page.getByTestId('week-report').waitFor();
      await page.getByTestId('back-to-dashboard').click();
      await page.waitForURL(`${BASE}/dashboard`);
    }
    shots.dashboard = await shoot(page, 'dashboard');

    await page.goto(`${BASE}/wrestlers`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    shots.wrestlers = await shoot(page, 'wrestlers-database');
  } finally {
    await context.close();
    await server.stop();
    rmSync(clientDir, { recursive: true, force: true });
  }
  return shots;
}

/** 1200x630 card: the name, the pitch and the dashboard screenshot. */
async function makeOgImage(browser, dashboardPng) {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  const shot = dashboardPng
    ? `data:image/png;base64,${dashboardPng.toString('base64')}`
    : `data:image/webp;base64,${readFileSync(join(PUBLIC, 'gallery/dashboard.webp')).toString('base64')}`;
  const mark = `data:image/svg+xml;base64,${readFileSync(join(PUBLIC, 'favicon.svg')).toString('base64')}`;
  await page.setContent(`<!doctype html><html><head><style>
  body{margin:0;width:1200px;height:630px;overflow:hidden;font-family:ui-sans-serif,system-ui,"DejaVu Sans",sans-serif;color:#eceef3;
    background:radial-gradient(700px 380px at 20% 0%,#f5b30126,transparent 70%),radial-gradient(500px 300px at 100% 100%,#ef444418,transparent 70%),#0a0b0f}
  .grid{position:absolute;inset:0;background-image:linear-gradient(#ffffff07 1px,transparent 1px),linear-gradient(90deg,#ffffff07 1px,transparent 1px);background-size:48px 48px}
  .text{position:absolute;left:72px;top:92px;width:520px}
  .brand{display:flex;align-items:center;gap:14px;font-weight:800;letter-spacing:.22em;color:#f5b301;font-size:18px;text-transform:uppercase}
  h1{margin:26px 0 0;font-size:84px;line-height:.92;font-weight:900;font-style:italic;text-transform:uppercase;letter-spacing:-.02em}
  h1 span{color:#f5b301}
  p{margin:26px 0 0;font-size:28px;line-height:1.35;color:#a3abbd}
  .pill{display:inline-block;margin-top:34px;padding:12px 24px;border-radius:12px;background:#f5b301;color:#1a1300;font-weight:800;font-size:24px}
  .shot{position:absolute;left:650px;top:86px;width:760px;border-radius:18px;border:1px solid #3a4254;box-shadow:0 40px 90px -20px #000;transform:perspective(1400px) rotateY(-12deg) rotateX(4deg)}
  </style></head><body><div class="grid"></div>
  <div class="text"><div class="brand"><img src="${mark}" width="40" height="40" alt="">Free browser game</div>
  <h1>Main Event <span>Mogul</span></h1>
  <p>Run your own pro-wrestling federation, one week at a time.</p>
  <div class="pill">Play free</div></div>
  <img class="shot" src="${shot}" alt=""></body></html>`);
  await page.evaluate(async () => {
    await Promise.all([...document.images].map((img) => img.decode()));
    await document.fonts.ready;
  });
  const png = await page.screenshot();
  writeFileSync(join(PUBLIC, 'og-image.png'), png);
  console.log(`wrote client/public/og-image.png (${(png.length / 1024).toFixed(0)} KB)`);
  await page.close();
}

if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}`);
const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
try {
  if (steps.has('icons')) await makeIcons(browser);
  let shots = {};
  if (steps.has('gallery')) shots = await makeGallery(browser);
  if (steps.has('og')) await makeOgImage(browser, shots.dashboard);
} finally {
  await browser.close();
}
