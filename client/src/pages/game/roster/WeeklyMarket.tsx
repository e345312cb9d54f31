// The Weekly Market: this week's 10 wrestlers in the order drawn, each a card with the figures that
// decide a signing and a Sign button (5-week market deal).
import { Store } from 'lucide-react';
import { useState } from 'react';
import type { Snapshot } from 'valtio';
import { Link } from 'wouter';
import { MARKET_CONTRACT_WEEKS } from '#shared/rules/contracts.ts';
import { countOf, isAre } from '#shared/rules/plural.ts';
import { Button } from '#client/components/Button.tsx';
import { Card } from '#client/components/Card.tsx';
import { WrestlerPortrait } from '#client/components/WrestlerAvatar.tsx';
import { CategoryBadge } from '#client/components/talent/CategoryBadge.tsx';
import { InterestBadge } from '#client/components/talent/InterestBadge.tsx';
import { SignDialog } from '#client/components/talent/SignDialog.tsx';
import { SkillBars } from '#client/components/talent/SkillBars.tsx';
import { formatSalary, skillsOf } from '#client/components/talent/talentFormat.ts';
import { formatPopularity } from '#client/lib/format.ts';
import { useWorldQuery } from '#client/net/useWorldQuery.ts';
import type { WrestlerMirror } from '#client/state/game.ts';

export function marketInOrder<W extends { marketOrder: number; name: string }>(market: Readonly<Record<string, W>>): W[] {
  return Object.values(market).sort((a, b) => a.marketOrder - b.marketOrder || a.name.localeCompare(b.name));
}

/** Each market wrestler's competing interest, asked of the room (read-only getDemand) when the market changes. */
function useDemand(ids: readonly string[], week: number): Record<string, number> {
  const query = useWorldQuery('getDemand', { wrestlerIds: [...ids] }, { select: (answer) => answer.interest ?? {}, refresh: week, enabled: ids.length > 0 });
  return ids.length > 0 && query.status === 'ready' ? query.data : {};
}

export function WeeklyMarket({ market, week = 0 }: { market: Snapshot<Record<string, WrestlerMirror>>; week?: number }) {
  const [signing, setSigning] = useState<(Snapshot<WrestlerMirror> & { interest?: number }) | null>(null);
  const offers = marketInOrder(market);
  // The week is part of the key: the rivals' rosters (and so their interest) change at each advance.
  const interest = useDemand(offers.map((w) => w.id), week);
  if (offers.length === 0)
    return (
      <Card className="flex flex-col items-center gap-3 py-14 text-center" data-testid="market-empty">
        <Store aria-hidden="true" className="size-10 text-ink-subtle" />
        <p className="text-lg font-bold">No one on the market this week</p>
        <p className="max-w-sm text-sm text-ink-muted">A new market is drawn at every week advance. Free agents can be signed any time.</p>
      </Card>
    );
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-ink-muted">
        {countOf(offers.length, 'wrestler')} {isAre(offers.length)} available this week on {MARKET_CONTRACT_WEEKS}-week deals. Each week advance keeps a few and draws the rest anew.
      </p>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-label="This week's market">
        {offers.map((w) => (
          <li key={w.id}>
            <Card padded={false} className="flex h-full flex-col gap-4 p-4 transition-colors hover:border-line-strong" data-testid="market-card" data-wrestler-id={w.id}>
              <div className="flex items-start gap-3">
                <WrestlerPortrait wrestler={w} size={64} />
                <div className="min-w-0 flex-1">
                  <Link href={`/wrestler/${w.id}`} className="block truncate rounded-sm text-base font-bold hover:text-gold">
                    {w.name}
                  </Link>
                  <p className="truncate text-xs text-ink-subtle">
                    {w.style} · {w.nationality} · {w.age}
                  </p>
                  <p className="mt-1.5 flex items-center gap-3 text-xs text-ink-muted">
                    <span>
                      Rating <span className="font-bold text-ink tabular-nums">{w.totalPoints}</span>
                    </span>
                    <span>
                      Pop. <span className="font-bold text-ink tabular-nums">{formatPopularity(w.popularity)}</span>
                    </span>
                  </p>
                </div>
                <CategoryBadge category={w.category} />
              </div>
              <SkillBars skills={skillsOf(w)} />
              <div className="mt-auto flex items-center justify-between gap-3 border-t border-line pt-3">
                <div>
                  <p className="text-xs text-ink-subtle">Asking</p>
                  <p className="font-bold tabular-nums" data-testid="market-asking">
                    {formatSalary(w.askingSalary, 'permanent')}
                  </p>
                  <InterestBadge interest={interest[w.id]} />
                </div>
                <Button size="sm" onClick={() => setSigning({ ...w, interest: interest[w.id] ?? 0 })} data-testid={`sign-${w.id}`}>
                  Sign
                </Button>
              </div>
            </Card>
          </li>
        ))}
      </ul>
      <SignDialog wrestler={signing} source="market" onOpenChange={(open) => !open && setSigning(null)} />
    </div>
  );
}
