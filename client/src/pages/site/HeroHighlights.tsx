// The row of small selling points under the landing hero.
import type { LucideIcon } from 'lucide-react';

export interface HeroHighlight {
  icon: LucideIcon;
  title: string;
  text: string;
}

export function HeroHighlights({ items }: { items: HeroHighlight[] }) {
  return (
    <ul className="grid w-full max-w-4xl grid-cols-1 gap-3 text-left sm:grid-cols-2 lg:grid-cols-4">
      {items.map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex items-start gap-3 rounded-xl border border-line bg-surface/70 p-4">
          <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold" />
          <div>
            <p className="text-sm font-semibold">{title}</p>
            <p className="text-sm text-ink-muted">{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
