// The Game Gallery: real screenshots of the game, made by scripts/screenshots.mjs (Chromium against
// the real server) into client/public/gallery/. Names and descriptions say what each screen is.
import type { GalleryItem } from './Gallery.tsx';

export const GALLERY: GalleryItem[] = [];
