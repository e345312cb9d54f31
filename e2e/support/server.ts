// Starts the real game server (built client, embedded store in a temp folder) for end-to-end tests.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  logs: string[];
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * The world every new game of an end-to-end server starts from (its NEW_GAME_SEED), unless a test names
 * another: a failure replays in the same world. With a random world per game, tests that hold in nearly every
 * world failed in CI by chance (a rival that signed no one in eight weeks; a funds share that rounded on the
 * half). E2E_NEW_GAME_SEED plays the browser tests in another world.
 */
const E2E_WORLD_SEED = process.env.E2E_NEW_GAME_SEED ?? '2734';

export async function startServer(basePort: number, env: Record<string, string> = {}): Promise<RunningServer> {
  // E2E_PORT_OFFSET moves every test server, so two checkouts can run end-to-end tests at once.
  const port = basePort + Number(process.env.E2E_PORT_OFFSET ?? 0);
  if (!existsSync('dist/client/index.html')) throw new Error('The client is not built: run `vite build` (npm test does it) first');
  // Another process on the port would answer our health checks and the tests would talk to it.
  const taken = await fetch(`http://localhost:${port}/`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`Port ${port} is already in use; stop whatever listens there`);
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'mem-e2e-'));
  const url = `http://localhost:${port}`;
  const logs: string[] = [];
  const proc = spawn(process.execPath, ['server/index.ts'], {
    env: { ...process.env, NODE_ENV: 'development', PORT: String(port), PUBLIC_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'warn', RESEND_API_KEY: '', MONGODB_URI: '', NEW_GAME_SEED: E2E_WORLD_SEED, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout?.on('data', (d: Buffer) => logs.push(d.toString()));
  proc.stderr?.on('data', (d: Buffer) => logs.push(d.toString()));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`server exited early:\n${logs.join('')}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${logs.join('')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    dataDir,
    process: proc,
    logs,
    stop: (signal = 'SIGTERM') =>
      new Promise((resolve) => {
        if (proc.exitCode !== null) return resolve(proc.exitCode);
        proc.once('exit', (code) => resolve(code));
        proc.kill(signal);
      }),
  };
}

/** The newest confirmation link the dev outbox holds for `email`. */
export async function confirmationLinkFor(serverUrl: string, email: string): Promise<string> {
  const res = await fetch(`${serverUrl}/api/dev/mailbox`);
  const { emails } = (await res.json()) as { emails: Array<{ to: string; links: string[] }> };
  const link = emails.find((e) => e.to === email)?.links[0];
  if (!link) throw new Error(`no confirmation email for ${email}`);
  return link;
}
