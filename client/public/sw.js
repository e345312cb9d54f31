// Main Event Mogul service worker: caches the app shell only, so the installed app opens fast and
// still opens on a bad connection. The shell is index.html (served for every page address), the built
// files under /assets/, the manifest and the icons. Never cached, never answered from here: /api,
// /dev, /matchmake, /colyseus, room websockets, and any other address (gallery images, logos, music).
const SHELL_CACHE = 'mem-shell-v1';
const ASSET_CACHE = 'mem-assets-v1';
const SHELL_URL = '/';
const STATIC_SHELL = ['/manifest.webmanifest', '/favicon.svg', '/icons/icon.svg', '/icons/icon-192.png', '/icons/icon-512.png'];
const NEVER = /^\/(api|dev|matchmake|colyseus)(\/|$)/;

/** The /assets/ files an index.html loads directly (entry script, preloads, stylesheet). */
function assetsIn(html) {
  return [...new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]))];
}

async function cacheShell(response) {
  const html = await response.clone().text();
  const shell = await caches.open(SHELL_CACHE);
  const previous = await shell.match(SHELL_URL);
  const entry = (text) => assetsIn(text).find((url) => url.endsWith('.js')) ?? '';
  // A new build: drop the old build's files (their names all changed) and keep the new ones.
  if (previous && entry(await previous.text()) !== entry(html)) await caches.delete(ASSET_CACHE);
  await shell.put(SHELL_URL, response);
  const assets = await caches.open(ASSET_CACHE);
  await Promise.all(
    assetsIn(html).map(async (url) => {
      if (await assets.match(url)) return;
      const res = await fetch(url);
      if (res.ok) await assets.put(url, res);
    }),
  );
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const res = await fetch(SHELL_URL, { cache: 'no-cache' });
      if (res.ok) await cacheShell(res);
      const shell = await caches.open(SHELL_CACHE);
      await Promise.all(
        STATIC_SHELL.map(async (url) => {
          const r = await fetch(url);
          if (r.ok) await shell.put(url, r);
        }),
      );
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keep = new Set([SHELL_CACHE, ASSET_CACHE]);
      for (const name of await caches.keys()) if (!keep.has(name)) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || NEVER.test(url.pathname)) return;
  if (request.headers.get('upgrade') === 'websocket') return;

  // Page loads: always ask the network first (fresh shell), fall back to the cached shell offline.
  if (request.mode === 'navigate') {
    event.respondWith(
      (async () => {
        try {
          const res = await fetch(request);
          if (res.ok && (res.headers.get('content-type') ?? '').includes('text/html')) event.waitUntil(cacheShell(res.clone()));
          return res;
        } catch (error) {
          const cached = await caches.match(SHELL_URL, { cacheName: SHELL_CACHE });
          if (cached) return cached;
          throw error;
        }
      })(),
    );
    return;
  }

  // Built files have content hashes in their names: a cached copy is always right.
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(
      (async () => {
        const assets = await caches.open(ASSET_CACHE);
        const cached = await assets.match(request);
        if (cached) return cached;
        const res = await fetch(request);
        if (res.ok) event.waitUntil(assets.put(request, res.clone()));
        return res;
      })(),
    );
    return;
  }

  // Manifest and icons: network first, cached copy when offline.
  if (STATIC_SHELL.includes(url.pathname)) {
    event.respondWith(
      (async () => {
        try {
          const res = await fetch(request);
          if (res.ok) event.waitUntil(caches.open(SHELL_CACHE).then((shell) => shell.put(url.pathname, res.clone())));
          return res;
        } catch (error) {
          const cached = await caches.match(url.pathname, { cacheName: SHELL_CACHE });
          if (cached) return cached;
          throw error;
        }
      })(),
    );
  }
  // Everything else goes to the network untouched.
});
