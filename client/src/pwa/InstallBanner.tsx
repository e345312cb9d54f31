// The install banner (Install, Not now, close), shown when the browser reports the game installable.
import { Download, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { GAME_ROUTE } from '../routes/gameRoutes.ts';
import { cx } from '../lib/cx.ts';
import { Button } from '../components/Button.tsx';
import { Logo } from '../components/Logo.tsx';
import { notNowActive, rememberNotNow, safeLocalStorage, type BeforeInstallPromptEvent } from './installPrompt.ts';

export function InstallBanner() {
  const [prompt, setPrompt] = useState<BeforeInstallPromptEvent | null>(null);
  const [path] = useLocation();
  // In the game, phones have a bottom bar: the banner sits above it instead of covering it.
  const aboveBottomBar = GAME_ROUTE.test(path);

  useEffect(() => {
    const onPrompt = (event: Event) => {
      // Our banner replaces the browser's own mini-infobar.
      event.preventDefault();
      if (notNowActive(safeLocalStorage())) return;
      setPrompt(event as BeforeInstallPromptEvent);
    };
    const onInstalled = () => setPrompt(null);
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  if (!prompt) return null;

  const install = async () => {
    setPrompt(null);
    try {
      await prompt.prompt();
      await prompt.userChoice;
    } catch (error) {
      console.error('Install prompt failed:', error);
    }
  };

  const notNow = () => {
    rememberNotNow(safeLocalStorage());
    setPrompt(null);
  };

  return (
    <aside
      aria-labelledby="install-title"
      className={cx(
        'fixed inset-x-3 z-40 mx-auto max-w-md rounded-card border border-gold/30 bg-raised/95 p-4 shadow-glow backdrop-blur-md animate-slide-up sm:right-4 sm:left-auto sm:mx-0',
        aboveBottomBar ? 'bottom-24 lg:bottom-3' : 'bottom-3',
      )}
      data-testid="install-banner"
    >
      <button
        type="button"
        onClick={() => setPrompt(null)}
        aria-label="Close"
        className="absolute top-2 right-2 grid size-8 place-items-center rounded-md text-ink-subtle hover:bg-overlay hover:text-ink"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
      <div className="flex gap-3 pr-6">
        <Logo variant="mark" className="size-10" />
        <div>
          <h2 id="install-title" className="font-bold">
            Install Main Event Mogul
          </h2>
          <p className="mt-0.5 text-sm text-ink-muted">Open the game from your home screen or desktop, in its own window.</p>
        </div>
      </div>
      <div className="mt-4 flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={notNow}>
          Not now
        </Button>
        <Button size="sm" onClick={() => void install()}>
          <Download aria-hidden="true" className="size-4" />
          Install
        </Button>
      </div>
    </aside>
  );
}
