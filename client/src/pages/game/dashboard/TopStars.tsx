// Top Stars: the three most popular wrestlers of the roster.
import { Crown, Star, UserPlus } from 'lucide-react';
import type { Snapshot } from 'valtio';
import { Link } from 'wouter';
import { buttonClass } from '#client/components/buttonClass.ts';
import { formatPopularity } from '#client/lib/format.ts';
import { WrestlerPortrait } from '#client/components/WrestlerAvatar.tsx';
import type { WrestlerMirror } from '#client/state/game.ts';
import { EmptyState, SectionCard } from './SectionCard.tsx';
import { topStars } from './trend.ts';

export function TopStars({ roster }: { roster: Snapshot<WrestlerMirror[]> }) {
  const stars = topStars(roster);
  return (
    <SectionCard title="Top Stars" icon={Star} viewAllHref="/roster" testId="top-stars">
      {stars.length === 0 ? (
        <EmptyState icon={UserPlus} title="No wrestlers signed yet">
          <p className="text-sm text-ink-muted">Sign 6-8 wrestlers to start building your card.</p>
          <Link href="/roster" className={buttonClass('secondary', 'sm', 'mt-2')}>
            Go to Roster
          </Link>
        </EmptyState>
      ) : (
        <ol className="flex flex-col gap-2">
          {stars.map((wrestler, index) => (
            <li key={wrestler.id} className="flex items-center gap-3 rounded-xl border border-line bg-raised/50 px-3 py-2.5" data-testid="top-star">
              <span className="w-4 text-center text-sm font-bold text-ink-subtle tabular-nums">{index + 1}</span>
              <WrestlerPortrait wrestler={wrestler} size={44} className="rounded-full" />
              <Link href={`/wrestler/${wrestler.id}`} className="min-w-0 flex-1 truncate rounded-sm font-semibold hover:text-gold">
                {wrestler.name}
              </Link>
              {wrestler.championships > 0 && (
                <span className="flex items-center gap-1 text-xs font-semibold text-gold" title="Championships held">
                  <Crown aria-hidden="true" className="size-3.5" />
                  {wrestler.championships}
                  <span className="sr-only">{wrestler.championships === 1 ? 'championship' : 'championships'}</span>
                </span>
              )}
              <span className="text-sm font-bold tabular-nums">{formatPopularity(wrestler.popularity)}%</span>
            </li>
          ))}
        </ol>
      )}
    </SectionCard>
  );
}
