// Every in-game route that sits inside the game shell. The shell stays mounted while the player moves
// between these pages; only the page inside it changes.
import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { useGameConnection } from '../net/useGameConnection.ts';
import { ConnectingState } from '../components/ConnectingState.tsx';
import { GameShell } from '../components/shell/GameShell.tsx';
import { GamePlaceholderPage } from '../pages/game/GamePlaceholderPage.tsx';
import { gamePlaceholders } from './comingSoonRoutes.ts';
import { bareGameRoutes } from './gameRoutes.ts';

const DashboardPage = lazy(() => import('../pages/game/dashboard/DashboardPage.tsx').then((m) => ({ default: m.DashboardPage })));
const GameHelpPage = lazy(() => import('../pages/game/help/GameHelpPage.tsx').then((m) => ({ default: m.GameHelpPage })));
const MessagesPage = lazy(() => import('../pages/game/messages/MessagesPage.tsx').then((m) => ({ default: m.MessagesPage })));
const RosterPage = lazy(() => import('../pages/game/roster/RosterPage.tsx').then((m) => ({ default: m.RosterPage })));
const WrestlerPage = lazy(() => import('../pages/game/wrestler/WrestlerPage.tsx').then((m) => ({ default: m.WrestlerPage })));
const StaffPage = lazy(() => import('../pages/game/staff/StaffPage.tsx').then((m) => ({ default: m.StaffPage })));
const ShowsPage = lazy(() => import('../pages/game/shows/ShowsPage.tsx').then((m) => ({ default: m.ShowsPage })));
const BookShowPage = lazy(() => import('../pages/game/shows/book/BookShowPage.tsx').then((m) => ({ default: m.BookShowPage })));
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

/** The pages a closed federation (game over) still opens: its end, its inbox and the help. */
const OPEN_WHEN_CLOSED = ['/game-over', '/messages', '/game/help'];

/** Once the bank has closed the federation, every other page leads to its end. */
function ClosedGuard() {
  const { state } = useGameConnection();
  const [location] = useLocation();
  return state?.federation.closed && !OPEN_WHEN_CLOSED.includes(location) ? <Redirect to="/game-over" replace /> : null;
}

export function GameShellRoutes() {
  return (
    <GameShell>
      <ClosedGuard />
      <Suspense fallback={<ConnectingState label="Loading..." />}>
        <Switch>
          <Route path="/game-over">
            <GameOverPage />
          </Route>
          <Route path="/dashboard">
            <DashboardPage />
          </Route>
          <Route path="/messages">
            <MessagesPage />
          </Route>
          <Route path="/game/help">
            <GameHelpPage />
          </Route>
          <Route path="/roster">
            <RosterPage />
          </Route>
          <Route path="/wrestler/:wrestlerId">{(params) => <WrestlerPage wrestlerId={params.wrestlerId} />}</Route>
          <Route path="/staff">
            <StaffPage />
          </Route>
          <Route path="/finances">
            <FinancesPage />
          </Route>
          <Route path="/shows">
            <ShowsPage />
          </Route>
          <Route path="/shows/:id/book">{(params) => <BookShowPage showId={params.id} />}</Route>
          <Route path="/show-summary/:showId">{(params) => <ShowSummaryPage showId={params.showId} />}</Route>
          <Route path="/championships">
            <ChampionshipsPage />
          </Route>
          <Route path="/rivalries">
            <RivalriesPage />
          </Route>
          <Route path="/product">
            <ProductPage />
          </Route>
          <Route path="/shop">
            <ShopPage />
          </Route>
          <Route path="/tv-networks">
            <TvNetworksPage />
          </Route>
          <Route path="/profile">
            <ProfilePage />
          </Route>
          <Route path="/companies">
            <CompaniesPage />
          </Route>
          <Route path="/companies/:federationId">{(params) => <CompanyPage federationId={params.federationId} />}</Route>
          <Route path="/rumblefeed">
            <RumbleFeedPage />
          </Route>
          <Route path="/global-wrestling-scene">
            <GlobalScenePage />
          </Route>
          <Route path="/global-ranking">
            <GlobalRankingPage />
          </Route>
          {gamePlaceholders
            .filter(({ path }) => !bareGameRoutes.includes(path))
            .map(({ path, title, description }) => (
              <Route key={path} path={path}>
                <GamePlaceholderPage title={title} description={description} />
              </Route>
            ))}
        </Switch>
      </Suspense>
    </GameShell>
  );
}
