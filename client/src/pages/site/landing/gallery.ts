// The Game Gallery: real screenshots of the game, made by scripts/screenshots.mjs (Chromium against
// the real server) into client/public/gallery/. Names and descriptions say what each screen is.
import { WRESTLERS } from '#shared/data/wrestlers.ts';
import type { GalleryItem } from './Gallery.tsx';

const shot = (id: string, name: string, description: string): GalleryItem => ({
  id,
  url: `/gallery/${id}.webp`,
  thumb: `/gallery/${id}-small.webp`,
  thumbWidth: 800,
  name,
  description,
  width: 1280,
  height: 800,
});

export const GALLERY: GalleryItem[] = [
  shot(
    'dashboard',
    'Federation Dashboard',
    'Your federation at a glance: funds, weekly revenue, popularity and roster size, your top stars, upcoming shows and the latest messages, with Next Week one click away.',
  ),
  shot(
    'federation-setup',
    'Federation Setup',
    'Name your federation and pick one of our original logos, or none, before your first week in charge.',
  ),
  shot(
    'wrestlers-database',
    'Wrestlers Database',
    `All ${WRESTLERS.length} original wrestlers: search by name or nationality, filter by category and compare ratings, skills and salaries.`,
  ),
];
