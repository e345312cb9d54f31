// The in-game routes: the bare screens of gameScreens.tsx (/next-week, /shows/:id/run) take the whole
// screen; every other in-game route renders inside the game shell.
import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { LoadingScreen } from '../components/LoadingScreen.tsx';
import { bareScreens } from './gameScreens.tsx';
import { GameShellRoutes } from './GameShellRoutes.tsx';

export function GameRoutes() {
  return (
    <Switch>
      {bareScreens.map(({ path, render }) => (
        <Route key={path} path={path}>
          {(params) => <Suspense fallback={<LoadingScreen />}>{render?.(params)}</Suspense>}
        </Route>
      ))}
      <Route>
        <GameShellRoutes />
      </Route>
    </Switch>
  );
}
