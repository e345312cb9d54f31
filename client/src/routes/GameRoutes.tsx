// The in-game routes: the bare pages (/next-week, /shows/:id/run) take the whole screen; every other
// in-game route renders inside the game shell.
import { Route, Switch } from 'wouter';
import { RunShowPage } from '../pages/game/shows/run/RunShowPage.tsx';
import { NextWeekPage } from '../pages/game/nextWeek/NextWeekPage.tsx';
import { GameShellRoutes } from './GameShellRoutes.tsx';

export function GameRoutes() {
  return (
    <Switch>
      <Route path="/next-week">
        <NextWeekPage />
      </Route>
      <Route path="/shows/:id/run">{(params) => <RunShowPage showId={params.id} />}</Route>
      <Route>
        <GameShellRoutes />
      </Route>
    </Switch>
  );
}
