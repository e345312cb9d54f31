// One titled section of the profile page: an icon, a heading, and its card(s) below.
import type { ReactNode } from 'react';
import type { UserRound } from 'lucide-react';
import { cx } from '#client/lib/cx.ts';

export function ProfileSection({ id, icon: Icon, title, tone = 'default', children }: { id: string; icon: typeof UserRound; title: string; tone?: 'default' | 'danger'; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className={cx('flex items-center gap-2 text-lg font-black tracking-tight uppercase italic', tone === 'danger' && 'text-danger-strong')}>
        <Icon aria-hidden="true" className={cx('size-5', tone === 'danger' ? 'text-danger-strong' : 'text-gold')} />
        {title}
      </h2>
      {children}
    </section>
  );
}
