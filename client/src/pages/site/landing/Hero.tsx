// The landing hero: the pitch, and the three ways in (Play Now - Free!, Learn More, Browse Wrestlers).
import { ArrowRight, Play, Users } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClass } from '#client/components/buttonClass.ts';
import type { GalleryItem } from './Gallery.tsx';

const facts = [
  { value: '105', label: 'original wrestlers' },
  { value: '$50,000', label: 'to start your federation' },
  { value: '100%', label: 'free, in your browser' },
];

export function Hero({ shot }: { shot?: GalleryItem }) {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden px-4 pt-12 pb-10 sm:px-6 sm:pt-20 lg:pb-16">
      <div className="mx-auto grid w-full max-w-6xl items-center gap-12 lg:grid-cols-[1fr_1.05fr]">
        <div className="flex flex-col items-start gap-6">
          <p className="rounded-full border border-gold/30 bg-gold-soft px-3 py-1 text-[11px] font-semibold tracking-[0.16em] text-gold uppercase sm:text-xs">
            Free browser game · Alpha
          </p>
          <h1 id="hero-title" className="text-5xl leading-[0.95] font-black tracking-tight text-balance uppercase italic sm:text-7xl">
            Main Event <span className="text-gold">Mogul</span>
          </h1>
          <p className="max-w-xl text-lg text-ink-muted text-pretty sm:text-xl">
            Run your own pro-wrestling federation. Sign the talent, book the shows, crown the champions and outlast rival
            promotions, one week at a time.
          </p>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Link href="/auth" className={buttonClass('primary', 'lg', 'w-full sm:w-auto')}>
              <Play aria-hidden="true" className="size-5" />
              Play Now - Free!
            </Link>
            <Link href="/features" className={buttonClass('secondary', 'lg', 'w-full sm:w-auto')}>
              Learn More<span className="sr-only"> about the game</span>
              <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
            <Link href="/wrestlers" className={buttonClass('ghost', 'lg', 'w-full sm:w-auto')}>
              <Users aria-hidden="true" className="size-5" />
              Browse Wrestlers
            </Link>
          </div>
          <dl className="mt-2 grid w-full grid-cols-3 gap-3 sm:max-w-lg">
            {facts.map((fact) => (
              <div key={fact.label} className="flex flex-col-reverse rounded-xl border border-line bg-surface/70 px-3 py-3">
                <dt className="text-xs text-ink-muted">{fact.label}</dt>
                <dd className="text-xl font-black tracking-tight text-ink sm:text-2xl">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>

        {shot && (
          <div className="relative hidden lg:block" aria-hidden="true">
            <div className="absolute -inset-8 rounded-[2rem] bg-[radial-gradient(closest-side,#f5b30130,transparent)]" />
            {/* Large screens only: small screens get a 1-pixel placeholder and download nothing. */}
            <picture>
              <source
                media="(min-width: 1024px)"
                srcSet={shot.thumb ? `${shot.thumb} ${shot.thumbWidth ?? Math.round(shot.width / 2)}w, ${shot.url} ${shot.width}w` : shot.url}
                sizes="560px"
              />
              <img
                src="data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw=="
                alt=""
                width={shot.width}
                height={shot.height}
                fetchPriority="high"
                decoding="async"
                className="relative h-auto w-full rounded-2xl border border-line-strong shadow-[0_30px_80px_-20px_#000] [transform:perspective(1400px)_rotateY(-8deg)_rotateX(3deg)]"
              />
            </picture>
          </div>
        )}
      </div>
    </section>
  );
}
