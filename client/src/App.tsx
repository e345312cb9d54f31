// Routes of the whole client (spec: app-shell §2). The session check runs once at start; until it
// answers, a full-screen Loading... shows, so guards never decide on a guess. Public site pages, which
// look the same signed in or not, show at once.
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { AppFrame } from './components/AppFrame.tsx';
import { LoadingScreen } from './components/LoadingScreen.tsx';
import { LandingPage } from './pages/site/landing/LandingPage.tsx';
import { NotFoundPage } from './pages/site/NotFoundPage.tsx';
import { PublicPlaceholderPage } from './pages/site/PublicPlaceholderPage.tsx';
import { isPublicSitePage, siteRoutes } from './pages/site/siteRoutes.tsx';
import { WrestlersPage } from './pages/site/wrestlers/WrestlersPage.tsx';
import { PwaSupport } from './pwa/PwaSupport.tsx';
import { dashboardAliases, publicPlaceholders } from './routes/comingSoonRoutes.ts';
import { GAME_ROUTE } from './routes/gameRoutes.ts';
import { RequireSession } from './routes/RequireSession.tsx';
import { checkSession, session } from './state/session.ts';

// The sign-in screen (with its form library) loads on its own, so the landing page stays light.
const AuthPage = lazy(() => import('./pages/site/auth/AuthPage.tsx').then((m) => ({ default: m.AuthPage })));
// The screens that talk to the game room load with the Colyseus SDK in their own chunk.
const StartPage = lazy(() => import('./pages/site/start/StartPage.tsx').then((m) => ({ default: m.StartPage })));
const SetupPage = lazy(() => import('./pages/site/setup/SetupPage.tsx').then((m) => ({ default: m.SetupPage })));
const GameRoutes = lazy(() => import('./routes/GameRoutes.tsx').then((m) => ({ default: m.GameRoutes })));

const signedIn = (page: ReactNode) => (
  <RequireSession>
    <Suspense fallback={<LoadingScreen />}>{page}</Suspense>
  </RequireSession>
);

function AppRoutes() {
  return (
    <Switch>
      <Route path="/">
        <LandingPage />
      </Route>
      <Route path="/auth">
        <Suspense fallback={<LoadingScreen />}>
          <AuthPage />
        </Suspense>
      </Route>
      <Route path="/start">{signedIn(<StartPage />)}</Route>
      <Route path="/setup">{signedIn(<SetupPage />)}</Route>
      {dashboardAliases.map((path) => (
        <Route key={path} path={path}>
          <Redirect to="/dashboard" replace />
        </Route>
      ))}
      {siteRoutes}
      <Route path="/wrestlers">
        <WrestlersPage />
      </Route>
      {publicPlaceholders.map(({ path, title, description }) => (
        <Route key={path} path={path}>
          <PublicPlaceholderPage title={title} description={description} />
        </Route>
      ))}
      <Route path={GAME_ROUTE}>{signedIn(<GameRoutes />)}</Route>
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}

export function App() {
  const { status } = useSnapshot(session);
  const [location] = useLocation();

  useEffect(() => {
    if (session.status === 'loading') void checkSession();
  }, []);

  return (
    <>
      <AppFrame>{status === 'loading' && !isPublicSitePage(location) ? <LoadingScreen /> : <AppRoutes />}</AppFrame>
      <PwaSupport />
    </>
  );
}
