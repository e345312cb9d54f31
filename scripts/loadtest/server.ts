// The server under test for `npm run loadtest`: the real server (server/index.ts) in its own temp
// DATA_DIR, pinned to core 0 with taskset, and its CPU time and memory read from /proc.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseProcStat } from './stats.ts';

export interface ServerUnderTest {
  url: string;
  pid: number;
  dataDir: string;
  /** The SQLite file holding the saves (the embedded store). */
  databaseFile: string;
  /** CPU time (user + system) so far and resident memory now. */
  usage(): { cpuMs: number; rssBytes: number };
  /** Stops the server (SIGTERM: it saves every room; SIGKILL after `graceMs`) and removes its data. */
  stop(graceMs?: number): Promise<void>;
}

/** The core the server runs on; the generator runs on the other one (package.json's loadtest script). */
export const SERVER_CORE = 0;

export async function startServer(port: number, { rivals = true }: { rivals?: boolean } = {}): Promise<ServerUnderTest> {
  const url = `http://127.0.0.1:${port}`;
  const taken = await fetch(`${url}/api/health`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`Port ${port} is already in use: stop whatever listens there, or pass --port`);
  const dataDir = mkdtempSync(join(tmpdir(), 'mem-loadtest-'));
  const log = createWriteStream(join(dataDir, 'server.log'));
  // The same Node as this script (the project's pinned Node 24), pinned to one core. LOADTEST_SERVER_NODE_ARGS
  // adds flags to the server's node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile it under load.
  const nodeArgs = (process.env.LOADTEST_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child: ChildProcess = spawn('taskset', ['-c', String(SERVER_CORE), process.execPath, ...nodeArgs, 'server/index.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RESEND_API_KEY: '',
      MONGODB_URI: '',
      REDIS_URL: '',
      // Off with --lone: new games without the computer-run federations, the lone world to compare with.
      NEW_GAME_RIVALS: rivals ? 'on' : 'off',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  let removed = false;
  const remove = () => {
    if (removed) return;
    removed = true;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const stop = (graceMs = 10_000) =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) {
        remove();
        return resolve();
      }
      const kill = setTimeout(() => child.kill('SIGKILL'), graceMs);
      child.once('exit', () => {
        clearTimeout(kill);
        remove();
        resolve();
      });
      child.kill('SIGTERM');
    });
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) {
      const output = readFileSync(join(dataDir, 'server.log'), 'utf8');
      remove();
      throw new Error(`the server exited early:\n${output}`);
    }
    if (await fetch(`${url}/api/health`).then((res) => res.ok, () => false)) break;
    if (Date.now() > deadline) {
      await stop(1000);
      throw new Error('the server did not start within 30 s');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const pid = child.pid!;
  return {
    url,
    pid,
    dataDir,
    databaseFile: join(dataDir, 'main-event-mogul.sqlite'),
    usage: () => parseProcStat(readFileSync(`/proc/${pid}/stat`, 'utf8')),
    stop,
  };
}

/** CPU time this process used so far (user + system), in ms. */
export function ownCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}
