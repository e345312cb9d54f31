// /features: each of the six features in full, with an anchor per feature (#roster, #shows, ...).
import { ArrowRight, Check } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClass } from '#client/components/buttonClass.ts';
import { PageHeader } from '#client/components/site/PageHeader.tsx';
import { SiteLayout } from '#client/components/site/SiteLayout.tsx';
import { useDocumentMeta } from '#client/components/site/useDocumentMeta.ts';
import { FEATURES } from './featureList.ts';

export function FeaturesPage() {
  useDocumentMeta({
    title: 'Features',
    description:
      'Everything you do as a wrestling promoter in Main Event Mogul: roster, shows, rival promotions, rivalries, finances and global expansion.',
  });

  return (
    <SiteLayout>
      <PageHeader
        eyebrow="Features"
        title="Everything a promoter does, in one game"
        lead="Main Event Mogul puts you in charge of a wrestling federation: the talent, the shows, the money and the rivals. Here is what the game is built around."
      >
        <p className="mt-6 max-w-2xl rounded-xl border border-info/30 bg-info-soft px-4 py-3 text-sm text-ink">
          The game is in alpha and grows with every update. The{' '}
          <Link href="/changelog" className="font-semibold text-info underline underline-offset-4">
            changelog and roadmap
          </Link>{' '}
          show what you can play today and what comes next.
        </p>
      </PageHeader>

      <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 pb-12 sm:px-6">
        {FEATURES.map(({ id, icon: Icon, title, description, points }, index) => (
          <section
            key={id}
            id={id}
            aria-labelledby={`${id}-title`}
            className="grid scroll-mt-24 gap-6 rounded-card border border-line bg-surface/90 p-6 shadow-card sm:p-8 md:grid-cols-[16rem_1fr]"
          >
            <div>
              <span className="grid size-14 place-items-center rounded-2xl border border-gold/30 bg-gold-soft text-gold">
                <Icon aria-hidden="true" className="size-7" />
              </span>
              <p className="mt-4 text-xs font-bold tracking-[0.2em] text-ink-subtle uppercase">0{index + 1}</p>
              <h2 id={`${id}-title`} className="mt-1 text-2xl font-extrabold tracking-tight">
                {title}
              </h2>
            </div>
            <div>
              <p className="text-lg text-ink">{description}</p>
              <ul className="mt-5 grid gap-3">
                {points.map((point) => (
                  <li key={point} className="flex gap-3 text-ink-muted">
                    <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-gold" />
                    <span>{point}</span>
                  </li>
                ))}
              </ul>
              {id === 'roster' && (
                <Link href="/wrestlers" className={buttonClass('secondary', 'sm', 'mt-6')}>
                  Browse the wrestlers
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              )}
            </div>
          </section>
        ))}
      </div>

      <section aria-labelledby="features-cta" className="px-4 pb-20 sm:px-6">
        <div className="mx-auto flex w-full max-w-6xl flex-col items-start gap-4 rounded-card border border-gold/30 bg-gold-soft p-8 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 id="features-cta" className="text-2xl font-extrabold tracking-tight">
              Ready to run the show?
            </h2>
            <p className="mt-1 text-ink-muted">It is free, it runs in your browser and your progress is saved on our server.</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Link href="/auth" className={buttonClass('primary', 'lg')}>
              Play Now - Free!
            </Link>
            <Link href="/how-to-play" className={buttonClass('secondary', 'lg')}>
              How to Play
            </Link>
          </div>
        </div>
      </section>
    </SiteLayout>
  );
}
