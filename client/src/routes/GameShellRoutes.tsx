// Every in-game route that sits inside the game shell. The shell stays mounted while the player moves
// between these pages; only the page inside it changes.
import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
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
const FinancesPage = lazy(() => import('../pages/game/finances/FinancesPage.tsx').then((m) => ({ default: m.FinancesPage })));

export function GameShellRoutes() {
  return (
    <GameShell>
      <Suspense fallback={<ConnectingState label="Loading..." />}>
        <Switch>
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
