// The install offer (Install, Not now, close): a card in the start menu's side column, in the page's
// own flow, so it never covers a button. Shown once the browser reports the game installable, unless
// the player declined it on this device in the last NOT_NOW_DAYS days.
import { Download, X } from 'lucide-react';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { Button } from '../components/Button.tsx';
import { Card } from '../components/Card.tsx';
import { Logo } from '../components/Logo.tsx';
import { acceptInstall, declineInstall, installOffer, notNowActive, safeLocalStorage } from './installPrompt.ts';

export function InstallOffer() {
  const { event } = useSnapshot(installOffer);
  // Read once per mount: a decline in this visit also clears the event itself.
  const [declined] = useState(() => notNowActive(safeLocalStorage()));
  if (!event || declined) return null;

  return (
    <Card role="region" aria-labelledby="install-title" className="relative animate-slide-up" padded={false} data-testid="install-banner">
      <div className="p-4">
        <button
          type="button"
          onClick={declineInstall}
          aria-label="Close"
          className="absolute top-2 right-2 grid size-8 place-items-center rounded-md text-ink-subtle hover:bg-overlay hover:text-ink"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
        <div className="flex gap-3 pr-6">
          <Logo variant="mark" className="size-10 shrink-0" />
          <div>
            <h2 id="install-title" className="font-bold">
              Install Main Event Mogul
            </h2>
            <p className="mt-0.5 text-sm text-ink-muted">Open the game from your home screen or desktop, in its own window.</p>
          </div>
        </div>
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="ghost" size="sm" onClick={declineInstall}>
            Not now
          </Button>
          <Button size="sm" onClick={() => void acceptInstall()}>
            <Download aria-hidden="true" className="size-4" />
            Install
          </Button>
        </div>
      </div>
    </Card>
  );
}
