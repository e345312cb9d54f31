// Installable-app support, mounted once by <App />: registers the service worker and shows the
// install banner when the browser offers installation.
import { useEffect } from 'react';
import { InstallBanner } from './InstallBanner.tsx';
import { registerServiceWorker } from './registerServiceWorker.ts';

export function PwaSupport() {
  useEffect(() => registerServiceWorker(), []);
  return <InstallBanner />;
}
