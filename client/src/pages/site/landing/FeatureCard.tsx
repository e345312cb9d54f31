// One feature: icon, title, description and a Learn more link.
import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { cx } from '#client/lib/cx.ts';
import type { Feature } from '../features/featureList.ts';

export function FeatureCard({ feature, className }: { feature: Feature; className?: string }) {
  const { icon: Icon, title, description, link } = feature;
  return (
    <article
      className={cx(
        'group flex h-full flex-col rounded-card border border-line bg-surface/90 p-6 shadow-card transition-colors hover:border-gold/40',
        className,
      )}
    >
      <span className="grid size-12 place-items-center rounded-xl border border-gold/30 bg-gold-soft text-gold">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h3 className="mt-5 text-lg font-bold tracking-tight">{title}</h3>
      <p className="mt-2 flex-1 text-sm leading-relaxed text-ink-muted">{description}</p>
      <Link
        href={link}
        className="mt-5 inline-flex items-center gap-1.5 self-start rounded-sm text-sm font-semibold text-gold hover:text-gold-strong"
      >
        Learn more<span className="sr-only"> about {title}</span>
        <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
      </Link>
    </article>
  );
}
