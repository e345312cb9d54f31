// Every in-game route that sits inside the game shell (the shell screens of gameScreens.tsx). The shell
// stays mounted while the player moves between these pages; only the page inside it changes.
import { Suspense } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { useGameConnection } from '../net/useGameConnection.ts';
import { ConnectingState } from '../components/ConnectingState.tsx';
import { GameShell } from '../components/shell/GameShell.tsx';
import { GamePlaceholderPage } from '../pages/game/GamePlaceholderPage.tsx';
import { openWhenClosedPaths, shellScreens } from './gameScreens.tsx';

/** Once the bank has closed the federation, every other page leads to its end. */
function ClosedGuard() {
  const { state } = useGameConnection();
  const [location] = useLocation();
  return state?.federation.closed && !openWhenClosedPaths.includes(location) ? <Redirect to="/game-over" replace /> : null;
}

export function GameShellRoutes() {
  return (
    <GameShell>
      <ClosedGuard />
      <Suspense fallback={<ConnectingState label="Loading..." />}>
        <Switch>
          {shellScreens.map(({ path, render, placeholder }) => (
            <Route key={path} path={path}>
              {(params) => (placeholder ? <GamePlaceholderPage title={placeholder.title} description={placeholder.description} /> : render?.(params))}
            </Route>
          ))}
        </Switch>
      </Suspense>
    </GameShell>
  );
}
