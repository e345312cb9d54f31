// `npm start` builds the client when dist/client is missing or older than its sources.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const OUT = 'dist/client/index.html';
const SOURCES = ['client', 'shared', 'vite.config.ts', 'package.json'];

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

// VITE_* variables are baked in at build time: a change of them needs a rebuild too.
const ENV_STAMP = 'dist/client/.build-env.json';
const buildEnv = JSON.stringify(Object.fromEntries(Object.entries(process.env).filter(([k]) => k.startsWith('VITE_')).sort()));
const stampedEnv = existsSync(ENV_STAMP) ? readFileSync(ENV_STAMP, 'utf8') : null;

const built = existsSync(OUT) ? statSync(OUT).mtimeMs : 0;
const sources = Math.max(...SOURCES.filter((p) => existsSync(p)).map(newestMtime));
if (built < sources || stampedEnv !== buildEnv) {
  console.log(built ? 'Client sources or VITE_* settings changed: rebuilding the client...' : 'Building the client (first start)...');
  execFileSync('vite', ['build', '--logLevel', 'warn'], { stdio: 'inherit' });
  writeFileSync(ENV_STAMP, buildEnv);
}
