// `node scripts/ensure-chromium.mjs`: installs Debian's Chromium for the browser tests when it is missing
// and this user can (root), otherwise exits 1 with one line saying the command to run.
import { ensureChromium } from './support/ensureChromium.ts';

const result = ensureChromium();
console.log(result.message);
process.exit(result.ok ? 0 : 1);
