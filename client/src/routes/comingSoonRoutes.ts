// Public screens later updates build. Each shows a "Coming soon" panel naming the page until then.
// (In-game placeholders are entries of gameScreens.tsx with a `placeholder`.)

export interface PlaceholderRoute {
  path: string;
  title: string;
  description: string;
}

/** Public pages: the panel links home. */
export const publicPlaceholders: PlaceholderRoute[] = [];

/** Old addresses that now open the dashboard. */
export const dashboardAliases = ['/dashboardtest', '/legacy', '/test-page'];
