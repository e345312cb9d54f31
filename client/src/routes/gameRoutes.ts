// The one pattern the top-level Switch uses to hand a path to the game: every screen of gameScreens.tsx,
// in the shell or bare.
import { gameScreens } from './gameScreens.tsx';

/** "/shows/:id/book" → a RegExp source matching "/shows/7/book" (and a trailing slash). */
function patternSource(path: string): string {
  const body = path
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return `${body}/?`;
}

/** One RegExp matching every in-game route (shell and bare), for the top-level Switch. */
export const GAME_ROUTE = new RegExp(`^(?:${gameScreens.map((screen) => patternSource(screen.path)).join('|')})$`, 'i');
