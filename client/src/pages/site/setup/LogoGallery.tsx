// The logo part of the setup form: the carousel, or its loading, empty and failed states. The
// default (no logo) stays selectable in every state.
import { ImageOff, RefreshCw } from 'lucide-react';
import { Button } from '#client/components/Button.tsx';
import { ConnectingState } from '#client/components/ConnectingState.tsx';
import { LogoCarousel } from './LogoCarousel.tsx';
import type { LogosState } from './useLogos.ts';

export interface LogoGalleryProps {
  state: LogosState;
  retry: () => void;
  value: string;
  onChange: (url: string) => void;
}

export function LogoGallery({ state, retry, value, onChange }: LogoGalleryProps) {
  if (state.status === 'loading') return <ConnectingState compact label="Loading logos..." />;
  if (state.status === 'ready' && state.logos.length > 0) return <LogoCarousel logos={state.logos} value={value} onChange={onChange} />;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-start gap-3 rounded-xl border border-dashed border-line-strong px-4 py-4" data-testid="logos-empty">
        <ImageOff aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ink-subtle" />
        <div className="flex flex-1 flex-col gap-1 text-sm">
          {state.status === 'error' ? (
            <>
              <p className="font-semibold">Logos could not be loaded</p>
              <p className="text-ink-muted">You can start with the default and pick a logo later.</p>
            </>
          ) : (
            <>
              <p className="font-semibold">No logos available</p>
              <p className="text-ink-muted">The game administrator needs to add federation logos. Your federation starts with the default.</p>
            </>
          )}
        </div>
        {state.status === 'error' && (
          <Button variant="secondary" size="sm" onClick={retry}>
            <RefreshCw aria-hidden="true" className="size-4" />
            Retry
          </Button>
        )}
      </div>
    </div>
  );
}
