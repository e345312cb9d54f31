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
