// `npm run dev`: the game server in watch mode plus Vite's dev server with the proxy (vite.config.ts).
import { spawn } from 'node:child_process';

const serverPort = process.env.PORT ?? '2567';
const vitePort = process.env.VITE_PORT ?? '5173';
const children = [
  spawn('node', ['--watch', '--watch-preserve-output', 'server/index.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: serverPort, PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${vitePort}` },
  }),
  spawn('vite', [], { stdio: 'inherit', env: { ...process.env, SERVER_PORT: serverPort, VITE_PORT: vitePort } }),
];
console.log(`Dev: open http://localhost:${vitePort} (game server on ${serverPort})`);
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => { if (code) { stop(); process.exitCode = code; } });
