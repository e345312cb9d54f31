// The federation logos offered at setup: image files of the logo folder (spec: only jpg, jpeg, png,
// gif, svg or webp; at most 100), read on each request so an operator can add files while running.
import { readdir } from 'node:fs/promises';

export const LOGO_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'svg', 'webp'] as const;
export const LOGO_LIST_LIMIT = 100;
export const LOGO_URL_PREFIX = '/logos/';
const LOGO_FILE = new RegExp(`^[A-Za-z0-9._-]+\\.(${LOGO_EXTENSIONS.join('|')})$`, 'i');

export interface Logo {
  name: string;
  url: string;
}

/** "iron-crown_wrestling.svg" → "Iron Crown Wrestling". */
export function logoDisplayName(file: string): string {
  return file
    .replace(/\.[^.]+$/, '')
    .split(/[-_ ]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
}

export async function listLogos(dir: string): Promise<Logo[]> {
  let files: string[];
  try {
    files = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return files
    .filter((file) => LOGO_FILE.test(file))
    .sort()
    .slice(0, LOGO_LIST_LIMIT)
    .map((file) => ({ name: logoDisplayName(file), url: `${LOGO_URL_PREFIX}${file}` }));
}

export async function isAvailableLogo(dir: string, url: string): Promise<boolean> {
  if (url === '') return true;
  return (await listLogos(dir)).some((logo) => logo.url === url);
}
