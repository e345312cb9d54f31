// Renders its children only for a signed-in player; anyone else goes to /auth as soon as the
// session check has answered (App shows the loading screen until then).
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect } from 'wouter';
import { LoadingScreen } from '../components/LoadingScreen.tsx';
import { session } from '../state/session.ts';

export function RequireSession({ children }: { children: ReactNode }) {
  const { status } = useSnapshot(session);
  if (status === 'loading') return <LoadingScreen />;
  if (status === 'signedOut') return <Redirect to="/auth" replace />;
  return <>{children}</>;
}
