// The shell's menu (spec app-shell §2 "Game shell"), in the spec's order, grouped for the eye.
import type { UnreadCounts } from './unread.ts';
import { Building2, BriefcaseBusiness, ExternalLink, FastForward, Globe, House, Mail, Newspaper, Package, RadioTower, ShoppingBag, Swords, Trophy, Tv, Users, Wallet, type LucideIcon } from 'lucide-react';

export interface NavItem {
  href: string;
  label: string;
  icon: LucideIcon;
  /** The unread count this item carries: Messages its messages, Staff its reports. */
  unreadOf?: keyof UnreadCounts;
  /** Route prefixes that also mark this item current (/shows marks /shows/7/book). */
  matches?: string[];
  /** Next Week: a click asks /next-week to advance (state/weekAdvanceRequest.ts). */
  advancesWeek?: boolean;
}

export interface NavGroup {
  label: string;
  items: NavItem[];
}

export const navGroups: NavGroup[] = [
  {
    label: 'Manage',
    items: [
      { href: '/shows', label: 'Shows', icon: Tv, matches: ['/shows/', '/show-summary/'] },
      { href: '/roster', label: 'Roster', icon: Users, matches: ['/wrestler/'] },
      // Not in the spec's menu list, but /staff exists and a player needs a way there.
      { href: '/staff', label: 'Staff', icon: BriefcaseBusiness, unreadOf: 'staffReports' },
      { href: '/rivalries', label: 'Rivalries', icon: Swords },
      { href: '/global-wrestling-scene', label: 'Global Scene', icon: Globe },
      { href: '/tv-networks', label: 'TV Networks', icon: RadioTower },
      { href: '/championships', label: 'Championships', icon: Trophy },
      { href: '/finances', label: 'Finances', icon: Wallet },
      { href: '/product', label: 'Product', icon: Package },
      // Not in the spec's menu list, but the help sends new players to the Shop in their first month.
      { href: '/shop', label: 'Shop', icon: ShoppingBag },
      // Not in the spec's menu list, but /companies (every federation of the world) needs a way there.
      { href: '/companies', label: 'Companies', icon: Building2, matches: ['/companies/'] },
    ],
  },
  {
    label: 'Office',
    items: [
      { href: '/messages', label: 'Messages', icon: Mail, unreadOf: 'messages' },
      // Not in the spec's menu list either: the world's news (issue 18) needs a way there.
      { href: '/rumblefeed', label: 'RumbleFeed', icon: Newspaper },
      { href: '/next-week', label: 'Next Week', icon: FastForward, advancesWeek: true },
    ],
  },
  {
    label: 'Go to',
    items: [
      { href: '/dashboard', label: 'Home', icon: House },
      { href: '/', label: 'Main Homepage', icon: ExternalLink },
    ],
  },
];

/** Whether the item is the page being shown (for aria-current). Main Homepage never is. */
export function isCurrent(item: NavItem, path: string): boolean {
  if (item.href === '/') return false;
  const here = path.toLowerCase().replace(/\/+$/, '') || '/';
  return here === item.href || (item.matches ?? []).some((prefix) => here.startsWith(prefix));
}
