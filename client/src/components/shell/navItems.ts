// The shell's menu (spec app-shell §2 "Game shell"), grouped for the eye: every screen of the route
// table (routes/gameScreens.tsx) that has a `nav`, in table order, plus the one link out of the game.
import { ExternalLink } from 'lucide-react';
import { gameScreens, NAV_GROUPS, type ScreenNav } from '#client/routes/gameScreens.tsx';

export interface NavItem extends Omit<ScreenNav, 'group'> {
  href: string;
}

export interface NavGroup {
  label: string;
  items: NavItem[];
}

/** Not a game screen: the site's homepage, last in the "Go to" group. */
const MAIN_HOMEPAGE: NavItem = { href: '/', label: 'Main Homepage', icon: ExternalLink };

export const navGroups: NavGroup[] = NAV_GROUPS.map((label) => ({
  label,
  items: [
    ...gameScreens.flatMap(({ path, nav }) => {
      if (nav?.group !== label) return [];
      const { group: _group, ...item } = nav;
      return [{ href: path, ...item }];
    }),
    ...(label === 'Go to' ? [MAIN_HOMEPAGE] : []),
  ],
}));

/** Whether the item is the page being shown (for aria-current). Main Homepage never is. */
export function isCurrent(item: NavItem, path: string): boolean {
  if (item.href === '/') return false;
  const here = path.toLowerCase().replace(/\/+$/, '') || '/';
  return here === item.href || (item.matches ?? []).some((prefix) => here.startsWith(prefix));
}
