// The feature cards on small screens: a swipe carousel (embla) that loops forward. Previous / Next
// show only when moving that way is possible (carouselButtons); the arrow keys work when the
// carousel has focus, and tabbing to a card's link brings that card into view.
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { cx } from '#client/lib/cx.ts';
import type { Feature } from '../features/featureList.ts';
import { carouselButtons } from './carouselButtons.ts';
import { FeatureCard } from './FeatureCard.tsx';

const arrowClass =
  'grid size-11 shrink-0 place-items-center rounded-full border border-line-strong bg-raised text-ink shadow-card transition-colors hover:border-gold/60 hover:text-gold';

export function FeatureCarousel({ features, className }: { features: Feature[]; className?: string }) {
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, align: 'center' });
  const [index, setIndex] = useState(0);
  const regionRef = useRef<HTMLDivElement>(null);
  const count = features.length;
  const buttons = carouselButtons({ index, count, loop: true });

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setIndex(embla.selectedScrollSnap());
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  const prev = useCallback(() => {
    if (!buttons.prev) return;
    // Back on the first card the Previous button goes away: keep keyboard focus in the carousel.
    if (index === 1 && regionRef.current?.contains(document.activeElement)) regionRef.current.focus();
    embla?.scrollPrev();
  }, [embla, buttons.prev, index]);
  const next = useCallback(() => {
    if (buttons.next) embla?.scrollNext();
  }, [embla, buttons.next]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      prev();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      next();
    }
  };

  return (
    <div
      ref={regionRef}
      role="region"
      aria-roledescription="carousel"
      aria-label="Game features"
      tabIndex={0}
      onKeyDown={onKeyDown}
      className={cx('relative rounded-card', className)}
      data-testid="feature-carousel"
    >
      <div ref={viewportRef} className="overflow-hidden py-1">
        <div className="-ml-4 flex touch-pan-y">
          {features.map((feature, i) => (
            <div
              key={feature.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}: ${feature.title}`}
              className="min-w-0 shrink-0 grow-0 basis-[84%] pl-4 sm:basis-[60%]"
              data-testid="feature-slide"
              data-selected={i === index || undefined}
            >
              <FeatureCard feature={feature} />
            </div>
          ))}
        </div>
      </div>

      <div className="mt-5 flex items-center justify-between gap-4">
        <div className="size-11">
          {buttons.prev && (
            <button type="button" onClick={prev} aria-label="Previous feature" className={arrowClass} data-testid="carousel-prev">
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
          )}
        </div>
        <div aria-hidden="true" className="flex justify-center gap-2">
          {features.map((feature, i) => (
            <span key={feature.id} className={cx('h-1.5 rounded-full transition-all', i === index ? 'w-6 bg-gold' : 'w-1.5 bg-line-strong')} />
          ))}
        </div>
        <div className="size-11">
          {buttons.next && (
            <button type="button" onClick={next} aria-label="Next feature" className={arrowClass} data-testid="carousel-next">
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
          )}
        </div>
      </div>
      <p aria-live="polite" className="sr-only">
        Feature {index + 1} of {count}: {features[index]?.title}
      </p>
    </div>
  );
}
