// `npm test` on a machine without Chromium: installs Debian's package when it can, otherwise one line.
import { describe, expect, it } from 'vitest';
import { fakeMachine } from './ensureDebianPackage.ts';
import { ensureChromium, INSTALL_COMMAND } from './ensureChromium.ts';

function machine({ chromium = false, apt = true, root = true, installWorks = true } = {}) {
  const m = fakeMachine('/usr/bin/chromium', { present: chromium, apt, root, installWorks });
  // The default path, whatever CHROMIUM_PATH the machine running the tests has.
  return { ...m, deps: { ...m.deps, path: '/usr/bin/chromium' } };
}

describe('ensureChromium', () => {
  it('does nothing when Chromium is there', () => {
    const m = machine({ chromium: true });
    expect(ensureChromium(m.deps)).toEqual({ ok: true, message: 'Chromium: /usr/bin/chromium' });
    expect(m.ran).toEqual([]);
  });

  it("installs Debian's chromium as root with apt-get, and says so", () => {
    const m = machine();
    expect(ensureChromium(m.deps)).toEqual({ ok: true, message: 'Chromium installed: /usr/bin/chromium' });
    expect(m.ran).toEqual(['/usr/bin/apt-get update -qq', '/usr/bin/apt-get install -y -qq chromium']);
    expect(m.logged).toEqual(["Installing Debian's Chromium for the browser tests (apt-get install chromium)..."]);
  });

  it('stops at once with the command to run when it cannot install (not root, or no apt-get)', () => {
    for (const m of [machine({ root: false }), machine({ apt: false })]) {
      expect(ensureChromium(m.deps)).toEqual({
        ok: false,
        message: `Chromium is missing for the browser tests: run \`${INSTALL_COMMAND}\`, then npm test again.`,
      });
      expect(m.ran).toEqual([]);
    }
  });

  it('says a failed install in one line', () => {
    const m = machine({ installWorks: false });
    expect(ensureChromium(m.deps).message).toBe(`Installing Chromium failed: run \`${INSTALL_COMMAND}\` and read its errors, then npm test again.`);
  });

  it('never installs over a CHROMIUM_PATH of the user', () => {
    const m = machine();
    expect(ensureChromium({ ...m.deps, path: '/opt/my-chromium' }).message).toBe(
      `Chromium not found at CHROMIUM_PATH=/opt/my-chromium: point CHROMIUM_PATH at a Chromium binary, or unset it and run \`${INSTALL_COMMAND}\`.`,
    );
    expect(m.ran).toEqual([]);
  });
});
