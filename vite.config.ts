// Client build and dev server. In dev, Vite serves the client and forwards the API, the dev
// mailbox, matchmaking and the room websockets to the game server on SERVER_PORT (default 2567).
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const serverPort = Number(process.env.SERVER_PORT ?? process.env.PORT ?? 2567);
const target = `http://localhost:${serverPort}`;

export default defineConfig({
  root: 'client',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    strictPort: true,
    proxy: {
      '/api': { target, changeOrigin: false },
      '/dev/mailbox': { target, changeOrigin: false },
      '/matchmake': { target, changeOrigin: false },
      '/colyseus': { target, changeOrigin: false },
      // Room websockets connect to /{processId}/{roomId}?sessionId=...
      '^/[^/?]+/[^/?]+\\?sessionId=': { target, ws: true, changeOrigin: false },
    },
  },
});
