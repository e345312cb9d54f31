// The game's screens, one entry each: the router (GameRoutes, GameShellRoutes), the top-level match
// (gameRoutes.ts), the menu (navItems.ts) and the "Coming soon" placeholders all read this table, so a
// new screen is added here and nowhere else. Order matters only for the menu: within a group, items
// appear in table order.
import { lazy, type ReactElement } from 'react';
import { BriefcaseBusiness, Building2, FastForward, Globe, Handshake, HeartHandshake, History, House, Mail, Newspaper, Package, RadioTower, ShoppingBag, Swords, Trophy, Tv, Users, Wallet, type LucideIcon } from 'lucide-react';
import type { UnreadCounts } from '../components/shell/unread.ts';

/** The shell menu's groups, in the order the menu shows them. */
export const NAV_GROUPS = ['Manage', 'Office', 'Go to'] as const;
export type NavGroupLabel = (typeof NAV_GROUPS)[number];

export interface ScreenNav {
  group: NavGroupLabel;
  label: string;
  icon: LucideIcon;
  /** The unread count this item carries: Messages its messages, Staff its reports. */
  unreadOf?: keyof UnreadCounts;
  /** Route prefixes that also mark this item current (/shows marks /shows/7/book). */
  matches?: string[];
  /** Next Week: a click asks /next-week to advance (state/weekAdvanceRequest.ts). */
  advancesWeek?: boolean;
}

type Params = Record<string, string | undefined>;

export interface GameScreen {
  /** The wouter path, e.g. "/shows/:id/book". */
  path: string;
  /** The page, given the route's params. Placeholders have none: they show a "Coming soon" panel. */
  render?: (params: Params) => ReactElement;
  /** A later update builds this screen; until then a "Coming soon" panel names it. */
  placeholder?: { title: string; description: string };
  /** Takes the whole screen instead of sitting inside the game shell. */
  bare?: boolean;
  /** Still opens once the bank has closed the federation (game over); every other screen leads to its end. */
  openWhenClosed?: boolean;
  /** The shell menu's item for this screen, if it has one. */
  nav?: ScreenNav;
}

const DashboardPage = lazy(() => import('../pages/game/dashboard/DashboardPage.tsx').then((m) => ({ default: m.DashboardPage })));
const GameHelpPage = lazy(() => import('../pages/game/help/GameHelpPage.tsx').then((m) => ({ default: m.GameHelpPage })));
const MessagesPage = lazy(() => import('../pages/game/messages/MessagesPage.tsx').then((m) => ({ default: m.MessagesPage })));
const RosterPage = lazy(() => import('../pages/game/roster/RosterPage.tsx').then((m) => ({ default: m.RosterPage })));
const WrestlerPage = lazy(() => import('../pages/game/wrestler/WrestlerPage.tsx').then((m) => ({ default: m.WrestlerPage })));
const StaffPage = lazy(() => import('../pages/game/staff/StaffPage.tsx').then((m) => ({ default: m.StaffPage })));
const ShowsPage = lazy(() => import('../pages/game/shows/ShowsPage.tsx').then((m) => ({ default: m.ShowsPage })));
const BookShowPage = lazy(() => import('../pages/game/shows/book/BookShowPage.tsx').then((m) => ({ default: m.BookShowPage })));
const RunShowPage = lazy(() => import('../pages/game/shows/run/RunShowPage.tsx').then((m) => ({ default: m.RunShowPage })));
const ShowSummaryPage = lazy(() => import('../pages/game/shows/summary/ShowSummaryPage.tsx').then((m) => ({ default: m.ShowSummaryPage })));
const ChampionshipsPage = lazy(() => import('../pages/game/championships/ChampionshipsPage.tsx').then((m) => ({ default: m.ChampionshipsPage })));
const RivalriesPage = lazy(() => import('../pages/game/rivalries/RivalriesPage.tsx').then((m) => ({ default: m.RivalriesPage })));
const ProductPage = lazy(() => import('../pages/game/product/ProductPage.tsx').then((m) => ({ default: m.ProductPage })));
const ShopPage = lazy(() => import('../pages/game/shop/ShopPage.tsx').then((m) => ({ default: m.ShopPage })));
const TvNetworksPage = lazy(() => import('../pages/game/tv/TvNetworksPage.tsx').then((m) => ({ default: m.TvNetworksPage })));
const ProfilePage = lazy(() => import('../pages/game/profile/ProfilePage.tsx').then((m) => ({ default: m.ProfilePage })));
const CompaniesPage = lazy(() => import('../pages/game/companies/CompaniesPage.tsx').then((m) => ({ default: m.CompaniesPage })));
const CompanyPage = lazy(() => import('../pages/game/companies/CompanyPage.tsx').then((m) => ({ default: m.CompanyPage })));
const RumbleFeedPage = lazy(() => import('../pages/game/rumblefeed/RumbleFeedPage.tsx').then((m) => ({ default: m.RumbleFeedPage })));
const GlobalScenePage = lazy(() => import('../pages/game/world/GlobalScenePage.tsx').then((m) => ({ default: m.GlobalScenePage })));
const GlobalRankingPage = lazy(() => import('../pages/game/world/GlobalRankingPage.tsx').then((m) => ({ default: m.GlobalRankingPage })));
const GameOverPage = lazy(() => import('../pages/game/gameOver/GameOverPage.tsx').then((m) => ({ default: m.GameOverPage })));
const FinancesPage = lazy(() => import('../pages/game/finances/FinancesPage.tsx').then((m) => ({ default: m.FinancesPage })));
const DealingsPage = lazy(() => import('../pages/game/dealings/DealingsPage.tsx').then((m) => ({ default: m.DealingsPage })));
const PromisesPage = lazy(() => import('../pages/game/promises/PromisesPage.tsx').then((m) => ({ default: m.PromisesPage })));
const NextWeekPage = lazy(() => import('../pages/game/nextWeek/NextWeekPage.tsx').then((m) => ({ default: m.NextWeekPage })));
const HistoryPage = lazy(() => import('../pages/game/history/HistoryPage.tsx').then((m) => ({ default: m.HistoryPage })));

const MULTIPLAYER_LOBBY = { title: 'Multiplayer Lobby', description: 'Run federations side by side with other players.' };

export const gameScreens: GameScreen[] = [
  { path: '/shows', render: () => <ShowsPage />, nav: { group: 'Manage', label: 'Shows', icon: Tv, matches: ['/shows/', '/show-summary/'] } },
  { path: '/shows/:id/book', render: (p) => <BookShowPage showId={p.id!} /> },
  { path: '/shows/:id/run', render: (p) => <RunShowPage showId={p.id!} />, bare: true },
  { path: '/show-summary/:showId', render: (p) => <ShowSummaryPage showId={p.showId!} /> },
  { path: '/roster', render: () => <RosterPage />, nav: { group: 'Manage', label: 'Roster', icon: Users, matches: ['/wrestler/'] } },
  { path: '/wrestler/:wrestlerId', render: (p) => <WrestlerPage wrestlerId={p.wrestlerId!} /> },
  // Not in the spec's menu list, but /staff exists and a player needs a way there.
  { path: '/staff', render: () => <StaffPage />, nav: { group: 'Manage', label: 'Staff', icon: BriefcaseBusiness, unreadOf: 'staffReports' } },
  { path: '/rivalries', render: () => <RivalriesPage />, nav: { group: 'Manage', label: 'Rivalries', icon: Swords } },
  { path: '/global-wrestling-scene', render: () => <GlobalScenePage />, nav: { group: 'Manage', label: 'Global Scene', icon: Globe } },
  { path: '/global-ranking', render: () => <GlobalRankingPage /> },
  { path: '/tv-networks', render: () => <TvNetworksPage />, nav: { group: 'Manage', label: 'TV Networks', icon: RadioTower } },
  { path: '/championships', render: () => <ChampionshipsPage />, nav: { group: 'Manage', label: 'Championships', icon: Trophy } },
  { path: '/finances', render: () => <FinancesPage />, nav: { group: 'Manage', label: 'Finances', icon: Wallet } },
  { path: '/product', render: () => <ProductPage />, nav: { group: 'Manage', label: 'Product', icon: Package } },
  // Not in the spec's menu list, but the help sends new players to the Shop in their first month.
  { path: '/shop', render: () => <ShopPage />, nav: { group: 'Manage', label: 'Shop', icon: ShoppingBag } },
  // Not in the spec's menu list, but /companies (every federation of the world) needs a way there.
  { path: '/companies', render: () => <CompaniesPage />, nav: { group: 'Manage', label: 'Companies', icon: Building2, matches: ['/companies/'] } },
  { path: '/companies/:federationId', render: (p) => <CompanyPage federationId={p.federationId!} /> },
  // Everything running between you and the other federations (rivalry actions, loans, joint shows).
  { path: '/dealings', render: () => <DealingsPage />, nav: { group: 'Manage', label: 'Dealings', icon: Handshake } },
  // What your wrestlers asked of you and what you promised them (spec: a page for outstanding promises).
  { path: '/promises', render: () => <PromisesPage />, nav: { group: 'Manage', label: 'Promises', icon: HeartHandshake } },
  { path: '/messages', render: () => <MessagesPage />, openWhenClosed: true, nav: { group: 'Office', label: 'Messages', icon: Mail, unreadOf: 'messages' } },
  // Not in the spec's menu list either: the world's news needs a way there.
  { path: '/rumblefeed', render: () => <RumbleFeedPage />, nav: { group: 'Office', label: 'RumbleFeed', icon: Newspaper } },
  // Your federation's story: every show, the title lineages, the records, the years, the Hall of Fame (still
  // open when the bank has closed the federation: its story is what is left to read).
  { path: '/history', render: () => <HistoryPage />, openWhenClosed: true, nav: { group: 'Office', label: 'History', icon: History } },
  { path: '/next-week', render: () => <NextWeekPage />, bare: true, nav: { group: 'Office', label: 'Next Week', icon: FastForward, advancesWeek: true } },
  { path: '/dashboard', render: () => <DashboardPage />, nav: { group: 'Go to', label: 'Home', icon: House } },
  { path: '/game/help', render: () => <GameHelpPage />, openWhenClosed: true },
  { path: '/profile', render: () => <ProfilePage /> },
  { path: '/game-over', render: () => <GameOverPage />, openWhenClosed: true },
  { path: '/multiplayer', placeholder: MULTIPLAYER_LOBBY },
  { path: '/multiplayer/lobby', placeholder: MULTIPLAYER_LOBBY },
  { path: '/multiplayer/room/:roomId', placeholder: { title: 'Multiplayer Room', description: 'A shared world with other players.' } },
  { path: '/multiplayer/prepare-show/:roomId', placeholder: { title: 'Prepare Show', description: 'Get your show ready for the shared week.' } },
  { path: '/multiplayer/room/:roomId/week-progression', placeholder: { title: 'Week Progression', description: 'See the shared week play out.' } },
];

/** The screens inside the game shell (every one but the bare ones). */
export const shellScreens = gameScreens.filter((screen) => !screen.bare);

/** The screens that take the whole screen (/next-week, /shows/:id/run). */
export const bareScreens = gameScreens.filter((screen) => screen.bare);

/** The paths a closed federation still opens: its end, its inbox and the help. */
export const openWhenClosedPaths = gameScreens.filter((screen) => screen.openWhenClosed).map((screen) => screen.path);
