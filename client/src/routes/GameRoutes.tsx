// The in-game routes: the bare pages (/next-week, /shows/:id/run) take the whole screen; every other
// in-game route renders inside the game shell.
import { Route, Switch } from 'wouter';
import { BarePlaceholderPage } from '../pages/game/BarePlaceholderPage.tsx';
import { NextWeekPage } from '../pages/game/nextWeek/NextWeekPage.tsx';
import { GameShellRoutes } from './GameShellRoutes.tsx';

export function GameRoutes() {
  return (
    <Switch>
      <Route path="/next-week">
        <NextWeekPage />
      </Route>
      <Route path="/shows/:id/run">
        <BarePlaceholderPage title="Run Show" description="Watch the show unfold match by match." />
      </Route>
      <Route>
        <GameShellRoutes />
      </Route>
    </Switch>
  );
}
