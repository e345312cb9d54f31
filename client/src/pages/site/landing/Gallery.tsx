// Game Gallery: screenshots of the game. Clicking an image or View Full Size opens it full size in an
// overlay (GalleryOverlay, loaded on first use) that a click anywhere, the close button or Escape closes.
import { Maximize2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { buttonClass } from '#client/components/buttonClass.ts';

export interface GalleryItem {
  id: string;
  /** Full-size image. */
  url: string;
  /** Smaller copy for the grid (defaults to url), thumbWidth pixels wide. */
  thumb?: string;
  thumbWidth?: number;
  name: string;
  description: string;
  width: number;
  height: number;
}

const GalleryOverlay = lazy(() => import('./GalleryOverlay.tsx').then((m) => ({ default: m.GalleryOverlay })));

export const GALLERY_EMPTY_TEXT = 'Gallery coming soon! Check back for exciting wrestling moments.';

export function Gallery({ items }: { items: GalleryItem[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const open = items.find((item) => item.id === openId) ?? null;

  if (items.length === 0) {
    return (
      <p className="rounded-card border border-dashed border-line-strong bg-surface/60 px-6 py-12 text-center text-ink-muted" data-testid="gallery-empty">
        {GALLERY_EMPTY_TEXT}
      </p>
    );
  }

  return (
    <>
      <ul className="grid gap-6 md:grid-cols-3" data-testid="gallery">
        {items.map((item) => (
          <li key={item.id}>
            <figure className="flex h-full flex-col overflow-hidden rounded-card border border-line bg-surface shadow-card">
              <button
                type="button"
                onClick={() => setOpenId(item.id)}
                aria-label={`View ${item.name} full size`}
                className="group relative block overflow-hidden bg-canvas focus-visible:outline-offset-[-2px]"
                data-testid="gallery-image"
              >
                <img
                  src={item.thumb ?? item.url}
                  srcSet={item.thumb ? `${item.thumb} ${item.thumbWidth ?? Math.round(item.width / 2)}w, ${item.url} ${item.width}w` : undefined}
                  sizes="(min-width: 768px) 360px, calc(100vw - 2rem)"
                  alt={`Screenshot: ${item.name}`}
                  width={item.width}
                  height={item.height}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[16/10] w-full object-cover object-top transition-transform duration-300 group-hover:scale-[1.03]"
                />
                <span className="pointer-events-none absolute inset-0 bg-linear-to-t from-canvas/70 via-transparent to-transparent" />
              </button>
              <figcaption className="flex flex-1 flex-col gap-2 p-5">
                <h3 className="font-bold tracking-tight">{item.name}</h3>
                <p className="flex-1 text-sm text-ink-muted">{item.description}</p>
                <button
                  type="button"
                  onClick={() => setOpenId(item.id)}
                  className={buttonClass('secondary', 'sm', 'mt-2 self-start')}
                  data-testid="gallery-view-full"
                >
                  <Maximize2 aria-hidden="true" className="size-4" />
                  View Full Size
                </button>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>

      {open && (
        <Suspense fallback={null}>
          <GalleryOverlay item={open} onClose={() => setOpenId(null)} />
        </Suspense>
      )}
    </>
  );
}
