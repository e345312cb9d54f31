// Logos and music: the lists (/api/logos, /api/music) and the files (/logos, /music).
import express, { Router } from 'express';
import { SONGS } from '#shared/data/songs.ts';
import { listLogos } from '../assets/logos.ts';
import type { AppContext } from '../context.ts';

export const MUSIC_DIR = 'assets/music';

export function assetApi(ctx: AppContext): Router {
  const router = Router();
  router.get('/logos', async (_req, res) => {
    res.set('Cache-Control', 'no-cache').json({ logos: await listLogos(ctx.config.logoDir) });
  });
  router.get('/music', (_req, res) => {
    res.json({ songs: SONGS.map((song) => ({ id: song.id, title: song.title, artist: song.artist, url: `/music/${song.filename}` })) });
  });
  return router;
}

export function assetFiles(ctx: AppContext): Router {
  const router = Router();
  router.use('/logos', express.static(ctx.config.logoDir, { index: false, maxAge: '1d', fallthrough: false }));
  router.use('/music', express.static(MUSIC_DIR, { index: false, maxAge: '7d', fallthrough: false }));
  return router;
}
