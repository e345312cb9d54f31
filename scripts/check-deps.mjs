// Enforces the dependency direction of ARCHITECTURE.md: client -> shared, server -> shared;
// never client -> server, shared -> client/server, or server -> client.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, dirname } from 'node:path';

const RULES = {
  client: ['server'],
  shared: ['server', 'client'],
  server: ['client'],
};
const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm;

function files(dir) {
  const out = [];
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) out.push(...files(path));
    else if (/\.(ts|tsx|mts|js|mjs)$/.test(entry)) out.push(path);
  }
  return out;
}

const root = process.cwd();
// Package imports (package.json "imports": #shared/..., #client/...) resolve to a path from the root.
const PACKAGE_IMPORTS = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).imports ?? {};
function resolveSpec(file, spec) {
  if (spec.startsWith('.')) return relative(root, resolve(dirname(file), spec)).split(/[\\/]/).join('/');
  if (!spec.startsWith('#')) return null;
  for (const [key, target] of Object.entries(PACKAGE_IMPORTS)) {
    const path = key.endsWith('/*') && spec.startsWith(key.slice(0, -1)) ? target.replace('*', spec.slice(key.length - 1)) : key === spec ? target : null;
    if (path) return relative(root, resolve(root, path)).split(/[\\/]/).join('/');
  }
  return null;
}
const problems = [];
for (const [layer, forbidden] of Object.entries(RULES)) {
  for (const file of files(join(root, layer))) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(IMPORT)) {
      const spec = match[1] ?? match[2] ?? match[3];
      const path = spec ? resolveSpec(file, spec) : null;
      if (!path) continue;
      const target = path.split('/')[0];
      if (forbidden.includes(target)) problems.push(`${relative(root, file)} imports ${spec} (${layer} must not depend on ${target})`);
    }
  }
}
// Test material (fixtures in testing/ folders, server/test's harness, *.test files) never ships: a production
// file that imported it would put sample data in the build.
const TEST_ONLY = /(^|\/)(testing|test)\/|\.test\.[cm]?[jt]sx?$/;
for (const layer of ['client', 'server', 'shared']) {
  for (const file of files(join(root, layer))) {
    const from = relative(root, file).split(/[\\/]/).join('/');
    if (TEST_ONLY.test(from)) continue;
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(IMPORT)) {
      const spec = match[1] ?? match[2] ?? match[3];
      const target = spec ? resolveSpec(file, spec) : null;
      if (!target) continue;
      if (TEST_ONLY.test(target)) problems.push(`${from} imports ${spec} (production code must not depend on test material)`);
    }
  }
}
if (problems.length) {
  console.error(`Dependency rules violated:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('dependency direction: ok');
