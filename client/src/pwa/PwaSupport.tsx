// Installable-app support, mounted once by <App />: registers the service worker and keeps the
// browser's install offer for the start menu (InstallOffer) from the first page on.
import { useEffect } from 'react';
import { captureInstallPrompt } from './installPrompt.ts';
import { registerServiceWorker } from './registerServiceWorker.ts';

export function PwaSupport() {
  useEffect(() => registerServiceWorker(), []);
  useEffect(() => captureInstallPrompt(), []);
  return null;
}
