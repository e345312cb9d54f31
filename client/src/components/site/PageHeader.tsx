// The opening of a public page: a small gold eyebrow, the page's one h1 and a lead paragraph.
import type { ReactNode } from 'react';
import { cx } from '#client/lib/cx.ts';

export interface PageHeaderProps {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
  className?: string;
}

export function PageHeader({ eyebrow, title, lead, children, className }: PageHeaderProps) {
  return (
    <header className={cx('mx-auto w-full max-w-6xl px-4 pt-12 pb-8 sm:px-6 sm:pt-16 sm:pb-10', className)}>
      {eyebrow && <p className="text-xs font-bold tracking-[0.2em] text-gold uppercase">{eyebrow}</p>}
      <h1 className="mt-3 max-w-3xl text-4xl font-black tracking-tight text-balance sm:text-5xl">{title}</h1>
      {lead && <p className="mt-4 max-w-2xl text-lg text-ink-muted text-pretty">{lead}</p>}
      {children}
    </header>
  );
}

/** A section heading with an optional eyebrow and intro, used inside pages. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = 'left',
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  align?: 'left' | 'center';
}) {
  return (
    <div className={cx('max-w-2xl', align === 'center' && 'mx-auto text-center')}>
      {eyebrow && <p className="text-xs font-bold tracking-[0.2em] text-gold uppercase">{eyebrow}</p>}
      <h2 id={id} className="mt-2 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {intro && <p className="mt-3 text-ink-muted text-pretty">{intro}</p>}
    </div>
  );
}
