// Which in-game routes sit inside the game shell. Every in-game route has the shell except the bare
// ones (/next-week and /shows/:id/run), which take the whole screen.
import { gamePlaceholders } from './comingSoonRoutes.ts';

/** In-game routes built so far (their pages live in pages/game). */
export const builtShellRoutes = ['/dashboard', '/messages', '/game/help', '/roster', '/wrestler/:wrestlerId', '/staff', '/finances', '/shows', '/shows/:id/book', '/show-summary/:showId', '/championships', '/rivalries', '/product', '/shop', '/tv-networks', '/profile', '/companies', '/companies/:federationId', '/rumblefeed', '/global-wrestling-scene', '/global-ranking', '/game-over'];

/** In-game routes shown without the shell. */
export const bareGameRoutes = ['/next-week', '/shows/:id/run'];

/** Every route the shell wraps: the built pages and the placeholders of later updates. */
export const shellRoutes = [...builtShellRoutes, ...gamePlaceholders.map((route) => route.path).filter((path) => !bareGameRoutes.includes(path))];

/** "/shows/:id/book" → a RegExp source matching "/shows/7/book" (and a trailing slash). */
function patternSource(path: string): string {
  const body = path
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return `${body}/?`;
}

/** One RegExp matching every in-game route (shell and bare), for the top-level Switch. */
export const GAME_ROUTE = new RegExp(`^(?:${[...shellRoutes, ...bareGameRoutes].map(patternSource).join('|')})$`, 'i');
