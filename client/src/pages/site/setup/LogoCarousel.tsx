// The logo gallery: "Use Default (No Logo)" then every logo, in a swipeable carousel with previous /
// next buttons. The choices are one radio group, so Tab reaches the selected logo and the arrow keys
// change it; the carousel scrolls the focused choice into view.
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { FederationLogo } from '#client/net/gameApi.ts';
import { LogoOption } from './LogoOption.tsx';

export interface LogoCarouselProps {
  logos: FederationLogo[];
  value: string;
  onChange: (url: string) => void;
}

const arrowClass =
  'grid size-9 shrink-0 place-items-center rounded-full border border-line bg-raised text-ink transition-colors hover:border-line-strong hover:bg-overlay disabled:cursor-not-allowed disabled:opacity-40';

function prettyName(name: string): string {
  return name.replace(/\.[a-z0-9]+$/i, '').replace(/[-_]+/g, ' ').trim() || name;
}

export function LogoCarousel({ logos, value, onChange }: LogoCarouselProps) {
  const [viewportRef, embla] = useEmblaCarousel({ align: 'start', containScroll: 'trimSnaps', slidesToScroll: 'auto', dragFree: false });
  // Re-render when the carousel moves or re-measures; can-scroll is read from it while rendering.
  const [, setMoves] = useState(0);
  const choices = [{ name: 'Use Default (No Logo)', url: '' }, ...logos];
  const canPrev = embla?.canScrollPrev() ?? false;
  const canNext = embla?.canScrollNext() ?? false;

  useEffect(() => {
    if (!embla) return;
    const moved = () => setMoves((count) => count + 1);
    embla.on('select', moved).on('reInit', moved);
    return () => {
      embla.off('select', moved).off('reInit', moved);
    };
  }, [embla]);

  /** Scrolls to the group of slides that holds this one (keyboard focus may land off-screen). */
  const showSlide = (index: number) => {
    if (!embla) return;
    const snap = embla.internalEngine().slideRegistry.findIndex((group) => group.includes(index));
    if (snap >= 0 && snap !== embla.selectedScrollSnap()) embla.scrollTo(snap);
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <p className="text-xs text-ink-muted">{logos.length === 1 ? '1 logo' : `${logos.length} logos`} to choose from</p>
        <div className="flex gap-2">
          <button type="button" className={arrowClass} onClick={() => embla?.scrollPrev()} disabled={!canPrev} aria-label="Previous logos" data-testid="logos-previous">
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <button type="button" className={arrowClass} onClick={() => embla?.scrollNext()} disabled={!canNext} aria-label="Next logos" data-testid="logos-next">
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        </div>
      </div>
      {/* Focusing a radio would scroll the clipped viewport natively; the carousel does the moving. */}
      <div className="overflow-hidden" ref={viewportRef} onScroll={(event) => (event.currentTarget.scrollLeft = 0)}>
        <div role="radiogroup" aria-label="Federation logo" className="-ml-3 flex touch-pan-y pr-1" data-testid="logo-gallery">
          {choices.map((choice, index) => (
            <div key={choice.url || 'default'} className="min-w-0 shrink-0 grow-0 basis-1/3 py-2 pl-3 sm:basis-1/4 lg:basis-1/5">
              <LogoOption
                value={choice.url}
                label={choice.url ? prettyName(choice.name) : choice.name}
                checked={value === choice.url}
                onSelect={() => onChange(choice.url)}
                onFocus={() => showSlide(index)}
                testId={choice.url ? `logo-option-${index}` : 'logo-option-default'}
              />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
