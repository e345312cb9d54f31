// Prints the gzipped size of the JavaScript the landing page loads: every script and modulepreload
// tag of the built index.html (dist/client by default, or the folder given as the first argument),
// each file gzipped. Fails (exit 1) above the budget of 150 KB. With --modules, also lists the biggest
// source modules per file (from the source maps), to find what to split off.
//   node scripts/bundle-size.mjs [dist/client] [--modules]
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const BUDGET_BYTES = 150 * 1024;

const args = process.argv.slice(2);
const dir = args.find((a) => !a.startsWith('--')) ?? 'dist/client';
const showModules = args.includes('--modules');

/** The /assets/*.js files index.html loads up front: module scripts and modulepreloads. */
export function landingScripts(html) {
  const urls = new Set();
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isScript = tag.startsWith('<script') && /\bsrc="([^"]+)"/.test(tag);
    const isPreload = tag.startsWith('<link') && /\brel="modulepreload"/.test(tag);
    if (!isScript && !isPreload) continue;
    const url = (/\b(?:src|href)="([^"]+)"/.exec(tag) ?? [])[1];
    if (url?.endsWith('.js')) urls.add(url);
  }
  return [...urls];
}

function modulesOf(file) {
  const map = `${file}.map`;
  if (!existsSync(map)) return [];
  const { sources, sourcesContent } = JSON.parse(readFileSync(map, 'utf8'));
  const sizes = new Map();
  sources.forEach((source, i) => {
    const key = source.includes('node_modules/')
      ? `npm:${source.split('node_modules/').pop().split('/').slice(0, source.split('node_modules/').pop().startsWith('@') ? 2 : 1).join('/')}`
      : source.replace(/^(\.\.\/)+/, '');
    sizes.set(key, (sizes.get(key) ?? 0) + (sourcesContent?.[i]?.length ?? 0));
  });
  return [...sizes].sort((a, b) => b[1] - a[1]).slice(0, 12);
}

const indexPath = join(dir, 'index.html');
if (!existsSync(indexPath)) {
  console.error(`${indexPath} not found: run \`vite build\` first`);
  process.exit(1);
}
const html = readFileSync(indexPath, 'utf8');
let total = 0;
const rows = [];
for (const url of landingScripts(html)) {
  const file = join(dir, url.replace(/^\//, ''));
  const raw = readFileSync(file);
  const gz = gzipSync(raw, { level: 9 }).length;
  total += gz;
  rows.push({ url, raw: raw.length, gz, file });
}
rows.sort((a, b) => b.gz - a.gz);
for (const row of rows) {
  console.log(`${(row.gz / 1024).toFixed(1).padStart(7)} KB gz  ${(row.raw / 1024).toFixed(1).padStart(7)} KB raw  ${row.url}`);
  if (showModules) for (const [name, size] of modulesOf(row.file)) console.log(`${''.padStart(20)}${(size / 1024).toFixed(1).padStart(7)} KB src  ${name}`);
}
const kb = (total / 1024).toFixed(1);
console.log(`\nLanding page JavaScript: ${kb} KB gzipped in ${rows.length} files (budget ${BUDGET_BYTES / 1024} KB)`);
if (total > BUDGET_BYTES) {
  console.error(`Over budget by ${((total - BUDGET_BYTES) / 1024).toFixed(1)} KB`);
  process.exit(1);
}
