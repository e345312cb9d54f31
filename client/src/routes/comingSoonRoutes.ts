// Screens later updates build. Each shows a "Coming soon" panel naming the page until then.

export interface PlaceholderRoute {
  path: string;
  title: string;
  description: string;
}

/** Public pages: the panel links home. */
export const publicPlaceholders: PlaceholderRoute[] = [];

/** In-game screens (signed in only): the panel links to the dashboard. */
export const gamePlaceholders: PlaceholderRoute[] = [
  { path: '/history', title: 'History', description: 'The story of your federation so far.' },
  { path: '/multiplayer', title: 'Multiplayer Lobby', description: 'Run federations side by side with other players.' },
  { path: '/multiplayer/lobby', title: 'Multiplayer Lobby', description: 'Run federations side by side with other players.' },
  { path: '/multiplayer/room/:roomId', title: 'Multiplayer Room', description: 'A shared world with other players.' },
  { path: '/multiplayer/prepare-show/:roomId', title: 'Prepare Show', description: 'Get your show ready for the shared week.' },
  { path: '/multiplayer/room/:roomId/week-progression', title: 'Week Progression', description: 'See the shared week play out.' },
];

/** Old addresses that now open the dashboard. */
export const dashboardAliases = ['/dashboardtest', '/legacy', '/test-page'];
