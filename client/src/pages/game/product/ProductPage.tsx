// /product: product investments (merchandising, advertising, production: the spec's tables, one level at
// a time, pause and resume) and venue upgrades (tier 2 needs tier 1). Every figure comes from the shared
// rules the server settles with; the page only previews them.
import { Boxes, Check, Lock, Megaphone, Pause, Play, Shirt, Sparkles, TrendingUp } from 'lucide-react';
import { useState } from 'react';
import type { Snapshot } from 'valtio';
import { EXPENSE_MULTIPLIER_LATE, EXPENSE_MULTIPLIER_STEPS, expenseMultiplier } from '#shared/rules/ledger.ts';
import {
  ADVERTISING_FANS_SHARE,
  ADVERTISING_LEVELS,
  facilityMaintenance,
  MERCH_STAND_USD_PER_FAN,
  merchandiseRevenue,
  MERCHANDISING_LEVELS,
  PRODUCT_KINDS,
  PRODUCT_MAX_LEVEL,
  PRODUCTION_LEVELS,
  productSetupCost,
  productWeeklyCost,
  type ProductKind,
} from '#shared/rules/products.ts';
import { findVenueUpgrade, upgradePurchaseProblem, VENUE_UPGRADES, type VenueUpgrade } from '#shared/rules/venueUpgrades.ts';
import { levelPayback, PRODUCT_PAYBACK_MAX_WEEKS, type LevelPayback, type PaybackInput } from '#shared/sim/business/productPayback.ts';
import { PRODUCT_LABELS, PRODUCTION_STARS_PER_BONUS_POINT } from '#shared/sim/business/products.ts';
import { Badge } from '#client/components/Badge.tsx';
import { Button } from '#client/components/Button.tsx';
import { Card } from '#client/components/Card.tsx';
import { cx } from '#client/lib/cx.ts';
import { formatUsd } from '#client/lib/format.ts';
import { runGameAction } from '#client/net/gameActions.ts';
import type { GameMirror } from '#client/state/game.ts';
import { GamePage } from '../GamePage.tsx';
import { GameStateGate } from '../GameStateGate.tsx';
import { outlookInputs } from '../shows/list/outlookInputs.ts';
import { ConfirmPurchase } from './ConfirmPurchase.tsx';

const ICONS = { merchandising: Shirt, advertising: Megaphone, production: Sparkles } as const;

const PURPOSE: Readonly<Record<ProductKind, string>> = {
  merchandising: 'A merchandise stand at every show, and T-shirts, posters and replica belts sold every week.',
  advertising: 'Brings more fans to every show, adds popularity every week and more viewers to your TV episodes.',
  production: 'Lighting, cameras and crew: extra stars on every segment of every show.',
};

/** What a level does, in one line. */
export function levelEffect(kind: ProductKind, level: number, popularity: number): string {
  if (level === 0) return 'Nothing yet';
  if (kind === 'merchandising') {
    const base = MERCHANDISING_LEVELS[level]!.baseRevenue;
    return `Stand: ${formatUsdCents(MERCH_STAND_USD_PER_FAN[level]!)} a fan at every show; base ${formatUsd(base)} a week, ≈ ${formatUsd(merchandiseRevenue(level, popularity, 0.5))} this week at your popularity`;
  }
  if (kind === 'advertising') {
    const row = ADVERTISING_LEVELS[level]!;
    return `+${Math.round(ADVERTISING_FANS_SHARE[level]! * 100)}% fans at every show, +${row.popularityBoost} popularity a week, TV viewers x${row.viewershipMultiplier}`;
  }
  return `+${(PRODUCTION_LEVELS[level]!.qualityBonus * PRODUCTION_STARS_PER_BONUS_POINT).toFixed(1)} stars on every segment`;
}

/** A per-fan amount with its cents: $3.50. */
function formatUsdCents(usd: number): string {
  return `$${usd.toFixed(2)}`;
}

/** The expected gain of a level and when it pays back, in one line (shared/sim/business/productPayback.ts). */
export function paybackText(payback: LevelPayback, popularity: number, owned = false): string {
  const { gain } = payback;
  const money = gain.value >= 0 ? `≈ ${formatUsd(gain.value)} a week` : `loses ≈ ${formatUsd(-gain.value)} a week`;
  const points = gain.popularity !== 0 ? ` incl. ${gain.popularity > 0 ? '+' : ''}${gain.popularity} popularity a week` : '';
  const weeks = payback.paybackWeeks;
  let when: string;
  if (owned) when = 'bought: its setup is paid';
  else if (weeks === 0) when = 'pays for itself from the first week';
  else if (weeks !== null && weeks <= PRODUCT_PAYBACK_MAX_WEEKS) when = `pays back in ${weeks} week${weeks === 1 ? '' : 's'}`;
  else {
    const wait = payback.paysBackFrom !== null && payback.paysBackFrom > popularity ? `: wait until popularity ${payback.paysBackFrom}` : '';
    when = weeks === null ? `does not pay back at your popularity${wait}` : `does not pay back within ${PRODUCT_PAYBACK_MAX_WEEKS} weeks at your popularity${wait}`;
  }
  return `${money}${points} · ${when}`;
}

function PaybackLine({ payback, popularity, owned }: { payback: LevelPayback; popularity: number; owned: boolean }) {
  const id = `${payback.kind}-${payback.level}`;
  const good = owned ? payback.gain.value > 0 : payback.paybackWeeks !== null && payback.paybackWeeks <= PRODUCT_PAYBACK_MAX_WEEKS;
  return (
    <details className="group col-span-2 md:col-span-3">
      <summary className={cx('cursor-pointer rounded text-xs focus-visible:outline-2 focus-visible:outline-gold', good ? 'text-success' : 'text-ink-muted')}>
        <span data-testid={`payback-${id}`}>{paybackText(payback, popularity, owned)}</span>
      </summary>
      <ul className="mt-1 flex flex-col gap-0.5 border-l border-line pl-3 text-ink-muted" data-testid={`payback-parts-${id}`} aria-label={`Level ${payback.level} gain, week by week`}>
        {payback.gain.parts.map((part) => (
          <li key={part.label} className="flex justify-between gap-3">
            <span>{part.label}</span>
            <span className={cx('tabular-nums', part.amount < 0 && 'text-danger')}>
              {part.amount < 0 ? '−' : '+'}
              {formatUsd(Math.abs(part.amount))}
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}

function scaled(amount: number, multiplier: number): number {
  return Math.round(amount * multiplier * 100) / 100;
}

/** Weekly cost of a level when active, with the expense multiplier: the level's cost plus facility maintenance. */
export function weeklyBill(kind: ProductKind, level: number, multiplier: number): number {
  return Math.round((productWeeklyCost(kind, level) + facilityMaintenance(kind, level)) * multiplier * 100) / 100;
}

function ProductPanel({ kind, state, payback, onInvest }: { kind: ProductKind; state: Snapshot<GameMirror>; payback: PaybackInput; onInvest: (kind: ProductKind) => void }) {
  const product = state.business[kind];
  const Icon = ICONS[kind];
  const multiplier = expenseMultiplier(state.calendar.totalWeeksProgressed);
  const max = PRODUCT_MAX_LEVEL[kind];
  const next = product.level + 1;
  const nextCost = next <= max ? productSetupCost(kind, next) : 0;
  const [toggling, setToggling] = useState(false);
  const status = product.level === 0 ? 'Not started' : product.isActive ? 'Active' : 'Paused';
  const reason = next > max ? 'Top level reached' : nextCost > state.federation.funds ? `Needs ${formatUsd(nextCost)} (you have ${formatUsd(state.federation.funds)})` : null;

  async function toggle() {
    setToggling(true);
    await runGameAction('setProductActive', { product: kind, active: !product.isActive }, { title: `${PRODUCT_LABELS[kind]} ${product.isActive ? 'paused' : 'resumed'}` });
    setToggling(false);
  }

  return (
    <Card className="flex flex-col gap-4" data-testid={`product-${kind}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-gold-soft text-gold">
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <div className="min-w-0">
            <h2 className="text-lg font-bold">{PRODUCT_LABELS[kind]}</h2>
            <p className="text-sm text-ink-muted">{PURPOSE[kind]}</p>
          </div>
        </div>
        <Badge tone={status === 'Active' ? 'success' : status === 'Paused' ? 'gold' : 'neutral'}>
          <span data-testid={`product-status-${kind}`}>
            {status}
            {product.level > 0 ? ` · level ${product.level}` : ''}
          </span>
        </Badge>
      </div>

      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <div className="rounded-xl border border-line bg-raised/50 px-3 py-2">
          <dt className="text-[11px] font-semibold tracking-wider text-ink-subtle uppercase">Does now</dt>
          <dd className="font-semibold" data-testid={`product-effect-${kind}`}>
            {product.isActive ? levelEffect(kind, product.level, state.federation.popularity) : product.level > 0 ? 'Paused: no effect' : 'Nothing yet'}
          </dd>
        </div>
        <div className="rounded-xl border border-line bg-raised/50 px-3 py-2">
          <dt className="text-[11px] font-semibold tracking-wider text-ink-subtle uppercase">Weekly cost</dt>
          <dd className="font-semibold tabular-nums" data-testid={`product-weekly-${kind}`}>
            {product.isActive ? formatUsd(weeklyBill(kind, product.level, multiplier)) : formatUsd(0)}
          </dd>
          <dd className="text-xs text-ink-muted" data-testid={`product-weekly-breakdown-${kind}`}>
            {product.level === 0
              ? 'Nothing until you invest'
              : !product.isActive
                ? 'Paused: no weekly cost or maintenance'
                : `${formatUsd(scaled(productWeeklyCost(kind, product.level), multiplier))} level + ${formatUsd(scaled(facilityMaintenance(kind, product.level), multiplier))} maintenance${multiplier !== 1 ? `, x${multiplier} expense multiplier included` : ''}`}
          </dd>
        </div>
      </dl>

      <ol className="flex flex-col gap-1" aria-label={`${PRODUCT_LABELS[kind]} levels`}>
        {Array.from({ length: max }, (_, i) => i + 1).map((level) => (
          <li
            key={level}
            aria-current={level === product.level ? 'step' : undefined}
            className={cx(
              'grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-0.5 rounded-lg px-3 py-1.5 text-xs md:grid-cols-[8.5rem_19rem_1fr]',
              level === product.level ? 'border border-gold/40 bg-gold-soft' : level < product.level ? 'text-ink-muted' : 'bg-raised/40',
            )}
          >
            <span className="flex items-center gap-1.5 font-semibold whitespace-nowrap">
              {level <= product.level ? <Check aria-hidden="true" className="size-3.5 text-success" /> : <Lock aria-hidden="true" className="size-3.5 text-ink-subtle" />}
              Level {level}
              {level === product.level && <span className="text-[10px] tracking-wider text-gold uppercase">· current</span>}
            </span>
            <span className="text-right tabular-nums text-ink-muted md:text-left">
              setup {formatUsd(productSetupCost(kind, level))} · {formatUsd(productWeeklyCost(kind, level))}/wk + {formatUsd(facilityMaintenance(kind, level))} maint.
            </span>
            <span className="col-span-2 text-ink-muted md:col-span-1">{levelEffect(kind, level, state.federation.popularity)}</span>
            <PaybackLine payback={levelPayback(payback, kind, level)} popularity={payback.popularity} owned={level <= product.level} />
          </li>
        ))}
      </ol>

      <div className="flex flex-wrap items-center gap-2">
        <Button onClick={() => onInvest(kind)} disabled={reason !== null} data-testid={`invest-${kind}`}>
          <TrendingUp aria-hidden="true" className="size-4" />
          {product.level === 0 ? 'Invest: level 1' : `Upgrade to level ${next}`}
        </Button>
        {product.level > 0 && (
          <Button variant="secondary" onClick={() => void toggle()} disabled={toggling} busy={toggling} data-testid={`toggle-${kind}`}>
            {!toggling && (product.isActive ? <Pause aria-hidden="true" className="size-4" /> : <Play aria-hidden="true" className="size-4" />)}
            {product.isActive ? 'Pause' : 'Resume'}
          </Button>
        )}
        {reason && (
          <span className="text-xs text-ink-muted" data-testid={`invest-reason-${kind}`}>
            {reason}
          </span>
        )}
      </div>
    </Card>
  );
}

const SCOPES: Array<{ scope: VenueUpgrade['scope']; title: string }> = [
  { scope: 'arena', title: 'Arenas' },
  { scope: 'stadium', title: 'Stadiums' },
  { scope: 'all', title: 'All venues' },
];

export function upgradeEffect(upgrade: VenueUpgrade): string {
  const parts: string[] = [];
  if (upgrade.capacityBonus) parts.push(`Capacity +${Math.round(upgrade.capacityBonus * 100)}%`);
  if (upgrade.quality) parts.push(`+${upgrade.quality} stars on every show ${upgrade.scope === 'all' ? 'anywhere' : 'there'}`);
  if (upgrade.attendanceBonus) parts.push(`+${Math.round(upgrade.attendanceBonus * 100)}% fans`);
  return parts.join(', ');
}

function Upgrades({ state, onBuy }: { state: Snapshot<GameMirror>; onBuy: (upgrade: VenueUpgrade) => void }) {
  const owned = state.business.venueUpgrades;
  return (
    <section aria-labelledby="upgrades-title" className="flex flex-col gap-3" data-testid="venue-upgrades">
      <div>
        <h2 id="upgrades-title" className="text-lg font-black tracking-tight uppercase italic">
          Venue upgrades
        </h2>
        <p className="text-sm text-ink-muted">Bought once, used at every show in a venue of their kind; upkeep is paid every week.</p>
      </div>
      {SCOPES.map(({ scope, title }) => (
        <div key={scope} className="flex flex-col gap-2">
          <h3 className="text-xs font-semibold tracking-[0.16em] text-gold uppercase">{title}</h3>
          <div className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
            {VENUE_UPGRADES.filter((u) => u.scope === scope).map((upgrade) => {
              const isOwned = owned.includes(upgrade.id);
              const problem = isOwned ? null : upgradePurchaseProblem(upgrade.id, owned);
              const short = !isOwned && !problem && upgrade.cost > state.federation.funds;
              const required = upgrade.requires ? findVenueUpgrade(upgrade.requires) : undefined;
              return (
                <Card key={upgrade.id} padded={false} className={cx('flex flex-col gap-2 p-4', isOwned && 'border-success/40')} data-testid={`upgrade-${upgrade.id}`}>
                  <div className="flex items-start justify-between gap-2">
                    <span className="font-semibold">{upgrade.label}</span>
                    {isOwned && <Badge tone="success">Owned</Badge>}
                  </div>
                  <p className="text-sm text-ink-muted">{upgradeEffect(upgrade)}</p>
                  <p className="text-xs tabular-nums text-ink-muted">
                    <strong className="text-ink">{formatUsd(upgrade.cost)}</strong> once{upgrade.upkeep ? ` · ${formatUsd(upgrade.upkeep)}/wk upkeep` : ' · no upkeep'}
                  </p>
                  {required && (
                    <p className="flex items-center gap-1 text-xs text-ink-subtle">
                      {owned.includes(required.id) ? <Check aria-hidden="true" className="size-3.5 text-success" /> : <Lock aria-hidden="true" className="size-3.5" />}
                      Requires {required.label}
                    </p>
                  )}
                  {!isOwned && (
                    <div className="mt-auto flex flex-col gap-1">
                      <Button size="sm" variant="secondary" onClick={() => onBuy(upgrade)} disabled={problem !== null || short} data-testid={`buy-upgrade-${upgrade.id}`}>
                        Buy for {formatUsd(upgrade.cost)}
                      </Button>
                      {(problem || short) && (
                        <span className="text-xs text-ink-muted" data-testid={`upgrade-reason-${upgrade.id}`}>
                          {problem ?? `Needs ${formatUsd(upgrade.cost)} (you have ${formatUsd(state.federation.funds)})`}
                        </span>
                      )}
                    </div>
                  )}
                </Card>
              );
            })}
          </div>
        </div>
      ))}
    </section>
  );
}

function ProductView({ state }: { state: Snapshot<GameMirror> }) {
  const [investing, setInvesting] = useState<ProductKind | null>(null);
  const [buying, setBuying] = useState<VenueUpgrade | null>(null);
  const multiplier = expenseMultiplier(state.calendar.totalWeeksProgressed);
  const productsBill = PRODUCT_KINDS.reduce((sum, kind) => sum + (state.business[kind].isActive ? weeklyBill(kind, state.business[kind].level, multiplier) : 0), 0);
  const upkeep = VENUE_UPGRADES.filter((u) => state.business.venueUpgrades.includes(u.id)).reduce((sum, u) => sum + u.upkeep, 0);
  const next = investing ? state.business[investing].level + 1 : 0;
  // The typical week each level is judged on: this popularity, the card of the last run show, this multiplier.
  const payback: PaybackInput = {
    popularity: state.federation.popularity,
    cardRating: outlookInputs(state).cardRating,
    products: { merchandising: { ...state.business.merchandising }, advertising: { ...state.business.advertising }, production: { ...state.business.production } },
    expenseMultiplier: multiplier,
  };

  return (
    <GamePage testId="product-page">
      <div className="flex flex-col gap-1">
        <h1 className="flex items-center gap-3 text-2xl font-black tracking-tight uppercase italic sm:text-3xl">
          <Boxes aria-hidden="true" className="size-7 text-gold" />
          Product
        </h1>
        <p className="max-w-2xl text-sm text-ink-muted">Invest in what your federation sells and how it looks. Each level is paid once, then costs a little every week while active. Under each level: what it adds to a typical week (one show at the fair ticket price, on a card like your last one) and when it pays back; open it for the parts.</p>
      </div>

      <section aria-label="Weekly costs" className="flex flex-col gap-2">
        <div className="grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-4">
          {[
            { label: 'Products + maintenance', value: formatUsd(productsBill), testId: 'product-bill' },
            { label: 'Upgrade upkeep', value: formatUsd(upkeep), testId: 'upgrade-upkeep' },
            { label: 'Total per week', value: formatUsd(productsBill + upkeep), testId: 'product-total', strong: true },
            { label: 'Funds', value: formatUsd(state.federation.funds), testId: 'product-funds' },
          ].map((item) => (
            <div key={item.label} className={cx('flex min-w-0 flex-col rounded-xl border px-4 py-3', item.strong ? 'border-gold/40 bg-gold-soft' : 'border-line bg-surface/80')}>
              <span className="text-[11px] font-semibold tracking-wider text-ink-subtle uppercase">{item.label}</span>
              <span className={cx('text-lg font-black tabular-nums sm:text-xl', item.strong && 'text-gold')} data-testid={item.testId}>
                {item.value}
              </span>
            </div>
          ))}
        </div>
        <p className="text-xs text-ink-muted" data-testid="expense-multiplier">
          {multiplier === 1
            ? `Expense multiplier x1 for now: product costs and maintenance rise to x${EXPENSE_MULTIPLIER_STEPS[1]![1]} after ${EXPENSE_MULTIPLIER_STEPS[0]![0] + 1} weeks played and x${EXPENSE_MULTIPLIER_LATE} after ${EXPENSE_MULTIPLIER_STEPS[1]![0] + 1}.`
            : `Expense multiplier x${multiplier} after ${state.calendar.totalWeeksProgressed} weeks played: included in the product costs and maintenance shown here. Upgrade upkeep is not multiplied.`}
        </p>
      </section>

      <div className="grid items-start gap-4 2xl:grid-cols-3">
        {PRODUCT_KINDS.map((kind) => (
          <ProductPanel key={kind} kind={kind} state={state} payback={payback} onInvest={setInvesting} />
        ))}
      </div>

      <Upgrades state={state} onBuy={setBuying} />

      {investing && (
        <ConfirmPurchase
          open
          onClose={() => setInvesting(null)}
          title={`${PRODUCT_LABELS[investing]}: level ${next}`}
          description={`Raises ${PRODUCT_LABELS[investing].toLowerCase()} one level and switches it on. The setup is paid now; the weekly cost and maintenance are paid every week while it is active.`}
          cost={productSetupCost(investing, next)}
          funds={state.federation.funds}
          rows={[
            { label: 'Effect', value: levelEffect(investing, next, state.federation.popularity) },
            { label: 'Expected gain', value: paybackText(levelPayback(payback, investing, next), payback.popularity) },
            { label: `Weekly cost${multiplier !== 1 ? ` (x${multiplier})` : ''}`, value: formatUsd(scaled(productWeeklyCost(investing, next), multiplier)) },
            { label: `Facility maintenance${multiplier !== 1 ? ` (x${multiplier})` : ''}`, value: formatUsd(scaled(facilityMaintenance(investing, next), multiplier)) },
            { label: 'New weekly total', value: `${formatUsd(weeklyBill(investing, next, multiplier))} (now ${formatUsd(state.business[investing].isActive ? weeklyBill(investing, next - 1, multiplier) : 0)})` },
          ]}
          confirmLabel="Invest"
          testId="invest-dialog"
          confirmTestId="confirm-invest"
          onConfirm={async () => (await runGameAction('investInProduct', { product: investing }, { title: `${PRODUCT_LABELS[investing]} level ${next}` })).ok}
        />
      )}
      {buying && (
        <ConfirmPurchase
          open
          onClose={() => setBuying(null)}
          title={buying.label}
          description={upgradeEffect(buying)}
          cost={buying.cost}
          funds={state.federation.funds}
          rows={[{ label: 'Upkeep every week', value: formatUsd(buying.upkeep) }]}
          confirmLabel="Buy upgrade"
          testId="upgrade-dialog"
          confirmTestId="confirm-upgrade"
          onConfirm={async () => (await runGameAction('buyVenueUpgrade', { upgradeId: buying.id }, { title: `${buying.label} bought` })).ok}
        />
      )}
    </GamePage>
  );
}

export function ProductPage() {
  return <GameStateGate>{(state) => <ProductView state={state} />}</GameStateGate>;
}
