// Placeholder panel for a screen a later update builds: names the page and links back.
import { ArrowLeft, Hammer } from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from './Badge.tsx';
import { buttonClass } from './buttonClass.ts';
import { Card } from './Card.tsx';

export interface ComingSoonProps {
  title: string;
  description?: string;
  backHref: string;
  backLabel: string;
}

export function ComingSoon({ title, description, backHref, backLabel }: ComingSoonProps) {
  return (
    <Card highlight className="mx-auto flex w-full max-w-xl flex-col items-center gap-5 px-6 py-10 text-center animate-slide-up sm:px-10 sm:py-12" data-testid="coming-soon">
      <span className="grid size-14 place-items-center rounded-2xl border border-gold/30 bg-gold-soft text-gold">
        <Hammer aria-hidden="true" className="size-7" />
      </span>
      <Badge tone="gold">Coming soon</Badge>
      <h1 className="text-2xl font-extrabold tracking-tight text-balance sm:text-3xl">{title}</h1>
      <p className="max-w-md text-ink-muted text-pretty">
        {description ?? 'This part of the game is being built right now.'} It arrives in an upcoming update.
      </p>
      <Link href={backHref} className={buttonClass('secondary', 'md', 'mt-1')}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {backLabel}
      </Link>
    </Card>
  );
}
