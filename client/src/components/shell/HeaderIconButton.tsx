// A round icon control of the shell header (link or button), with an optional badge in its corner.
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

const iconClass =
  'relative grid size-10 shrink-0 place-items-center rounded-lg text-ink-muted transition-colors hover:bg-raised hover:text-ink aria-[current=page]:text-gold';

interface Common {
  icon: LucideIcon;
  label: string;
  testId: string;
  badge?: ReactNode;
}

export function HeaderIconLink({ href, icon: Icon, label, testId, badge, current }: Common & { href: string; current?: boolean }) {
  return (
    <Link href={href} aria-label={label} title={label} className={iconClass} data-testid={testId} aria-current={current ? 'page' : undefined}>
      <Icon aria-hidden="true" className="size-5" />
      {badge}
    </Link>
  );
}

export function HeaderIconButton({ onClick, icon: Icon, label, testId, badge }: Common & { onClick: () => void }) {
  return (
    <button type="button" onClick={onClick} aria-label={label} title={label} className={iconClass} data-testid={testId}>
      <Icon aria-hidden="true" className="size-5" />
      {badge}
    </button>
  );
}
