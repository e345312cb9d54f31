// /shop: marketing campaigns and in-game items, bought with in-game funds only (no real money). Prices and
// effects come from the shared rules (rules/campaigns.ts); the server decides every purchase.
import { Megaphone, ShoppingBag, Telescope, Users } from 'lucide-react';
import { useState } from 'react';
import type { Snapshot } from 'valtio';
import { Link } from 'wouter';
import { formatDate, weekAhead, type CalendarDate, type MonthName } from '#shared/rules/calendar.ts';
import {
  AUDIENCE_SURGE_COST_USD,
  AUDIENCE_SURGE_PERCENT,
  AUDIENCE_SURGE_SHOWS,
  CAMPAIGN_FADE_SHARE,
  CAMPAIGN_PRICE_POPULARITY_PIVOT,
  campaignBoost,
  campaignCost,
  CAMPAIGNS,
  type Campaign,
} from '#shared/rules/campaigns.ts';
import { activeCampaignsField } from '#shared/schema/syncedJson.ts';
import { Badge } from '#client/components/Badge.tsx';
import { Button } from '#client/components/Button.tsx';
import { buttonClass } from '#client/components/buttonClass.ts';
import { Card } from '#client/components/Card.tsx';
import { Notice } from '#client/components/Notice.tsx';
import { formatPopularity, formatUsd } from '#client/lib/format.ts';
import { runGameAction } from '#client/net/gameActions.ts';
import type { GameMirror } from '#client/state/game.ts';
import { GamePage } from '../GamePage.tsx';
import { GameStateGate } from '../GameStateGate.tsx';
import { ConfirmPurchase } from '../product/ConfirmPurchase.tsx';

function Shortfall({ cost, funds, testId }: { cost: number; funds: number; testId: string }) {
  return (
    <span className="text-xs text-ink-muted" data-testid={testId}>
      Needs {formatUsd(cost)} (you have {formatUsd(funds)})
    </span>
  );
}

type Purchase = { kind: 'campaign'; campaign: Campaign } | { kind: 'surge' } | { kind: 'scouting' };

function ShopView({ state }: { state: Snapshot<GameMirror> }) {
  const [purchase, setPurchase] = useState<Purchase | null>(null);
  const [scouted, setScouted] = useState<string | null>(null);
  const { business, federation, calendar } = state;
  const running = activeCampaignsField.decode(business.activeCampaigns);
  const funds = federation.funds;
  const today: CalendarDate = { ...calendar, month: calendar.month as MonthName };
  const untilDate = (endWeek: number) => formatDate(weekAhead(today, Math.max(0, endWeek - calendar.totalWeeksProgressed)));

  return (
    <GamePage testId="shop-page">
      <div className="flex flex-col gap-1">
        <h1 className="flex items-center gap-3 text-2xl font-black tracking-tight uppercase italic sm:text-3xl">
          <ShoppingBag aria-hidden="true" className="size-7 text-gold" />
          Shop
        </h1>
        <p className="max-w-2xl text-sm text-ink-muted">
          Everything here is bought with your federation's in-game funds. There is no real money in Main Event Mogul. Funds: <strong className="text-gold">{formatUsd(funds)}</strong>.
        </p>
      </div>

      <section aria-labelledby="campaigns-title" className="flex flex-col gap-3">
        <h2 id="campaigns-title" className="flex items-center gap-2 text-lg font-black tracking-tight uppercase italic">
          <Megaphone aria-hidden="true" className="size-5 text-gold" />
          Marketing campaigns
        </h2>
        <p className="text-sm text-ink-muted" data-testid="campaigns-rule">
          A campaign adds its popularity at once (up to 100); when it ends, {Math.round(CAMPAIGN_FADE_SHARE * 100)}% of what it added fades (hype your shows did not turn into fans).
          Buying a running campaign again replaces it. The bigger your audience, the more a campaign costs (above popularity{' '}
          {CAMPAIGN_PRICE_POPULARITY_PIVOT}) and the less it adds near the top.
        </p>
        <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
          {CAMPAIGNS.map((campaign) => {
            const active = running.find((c) => c.campaignId === campaign.id);
            const cost = campaignCost(campaign, federation.popularity);
            const boost = campaignBoost(campaign, federation.popularity);
            return (
              <Card key={campaign.id} padded={false} className="flex flex-col gap-2 p-4" data-testid={`campaign-${campaign.id}`}>
                <div className="flex flex-col items-start gap-1.5">
                  <h3 className="font-bold">{campaign.label}</h3>
                  {active && (
                    <p className="flex flex-wrap items-center gap-x-1.5 text-xs text-success" data-testid={`campaign-active-${campaign.id}`}>
                      <Badge tone="success">Active</Badge> until {untilDate(active.endWeek)}
                    </p>
                  )}
                </div>
                <p className="text-sm text-ink-muted">{campaign.description}</p>
                <p className="text-sm">
                  <strong className="text-success" data-testid={`campaign-boost-${campaign.id}`}>
                    +{formatPopularity(boost)} popularity
                  </strong>{' '}
                  · {campaign.weeks} weeks
                </p>
                <div className="mt-auto flex flex-col gap-1">
                  <Button size="sm" variant="secondary" disabled={cost > funds} onClick={() => setPurchase({ kind: 'campaign', campaign })} data-testid={`buy-campaign-${campaign.id}`}>
                    {active ? 'Renew' : 'Launch'} for {formatUsd(cost)}
                  </Button>
                  {cost > funds && <Shortfall cost={cost} funds={funds} testId={`campaign-reason-${campaign.id}`} />}
                </div>
              </Card>
            );
          })}
        </div>
      </section>

      <div className="grid gap-4 lg:grid-cols-2">
        <Card className="flex flex-col gap-3" data-testid="shop-surge">
          <h2 className="flex items-center gap-2 text-lg font-bold">
            <Users aria-hidden="true" className="size-5 text-gold" />
            Audience Surge
          </h2>
          <p className="text-sm text-ink-muted">
            A burst of hype: +{AUDIENCE_SURGE_PERCENT}% fans at your next {AUDIENCE_SURGE_SHOWS} shows (never more than the venue holds). Surges do not stack; their shows add up.
          </p>
          <p className="text-sm" data-testid="surge-left">
            {business.surgeShowsLeft > 0 ? `Active: +${business.surgePercent}% for ${business.surgeShowsLeft} more ${business.surgeShowsLeft === 1 ? 'show' : 'shows'}.` : 'No surge running.'}
          </p>
          <Button className="self-start" disabled={AUDIENCE_SURGE_COST_USD > funds} onClick={() => setPurchase({ kind: 'surge' })} data-testid="buy-surge">
            Buy for {formatUsd(AUDIENCE_SURGE_COST_USD)}
          </Button>
          {AUDIENCE_SURGE_COST_USD > funds && <Shortfall cost={AUDIENCE_SURGE_COST_USD} funds={funds} testId="surge-reason" />}
        </Card>

        <Card className="flex flex-col gap-3" data-testid="shop-scouting">
          <h2 className="flex items-center gap-2 text-lg font-bold">
            <Telescope aria-hidden="true" className="size-5 text-gold" />
            Elite Scouting
          </h2>
          {business.eliteProspectName ? (
            <>
              <p className="text-sm text-ink-muted">
                Our scouts can bring <strong className="text-ink" data-testid="scouting-prospect">{business.eliteProspectName}</strong>, the best free agent you cannot sign yet, to this
                week's market. Sign them there on a 5-week deal at their asking salary. The exception lasts those 5 weeks: renewing needs your
                popularity to reach theirs, as a signing does.
              </p>
              <Button className="self-start" disabled={business.eliteProspectCost > funds} onClick={() => setPurchase({ kind: 'scouting' })} data-testid="buy-scouting">
                <span>
                  Scout for <span data-testid="scouting-cost">{formatUsd(business.eliteProspectCost)}</span>
                </span>
              </Button>
              {business.eliteProspectCost > funds && <Shortfall cost={business.eliteProspectCost} funds={funds} testId="scouting-reason" />}
            </>
          ) : (
            <>
              <p className="text-sm text-ink-muted" data-testid="scouting-reason">
                No free agent is available to scout this week. Try again after the next market refresh.
              </p>
              <Button className="self-start" disabled data-testid="buy-scouting">
                Scout
              </Button>
            </>
          )}
          {scouted && (
            <Notice tone="success" title={`${scouted} is on your market`} data-testid="scouting-done">
              <Link href="/roster?tab=market" className={buttonClass('secondary', 'sm', 'mt-1')}>
                Go to the Weekly Market
              </Link>
            </Notice>
          )}
        </Card>
      </div>

      {purchase?.kind === 'campaign' && (
        <ConfirmPurchase
          open
          onClose={() => setPurchase(null)}
          title={purchase.campaign.label}
          description={`${purchase.campaign.description} Its popularity is added at once, capped at 100. ${running.some((c) => c.campaignId === purchase.campaign.id) ? 'It replaces the one running now: the weeks start again from this week.' : 'Buying it again later replaces the running one.'}`}
          cost={campaignCost(purchase.campaign, federation.popularity)}
          rows={[
            { label: 'Popularity', value: `${formatPopularity(federation.popularity)} → ${formatPopularity(Math.min(100, federation.popularity + campaignBoost(purchase.campaign, federation.popularity)))}` },
            { label: 'Runs until', value: untilDate(calendar.totalWeeksProgressed + purchase.campaign.weeks - 1) },
          ]}
          funds={funds}
          confirmLabel="Launch campaign"
          testId="campaign-dialog"
          confirmTestId="confirm-campaign"
          onConfirm={async () => (await runGameAction('buyCampaign', { campaignId: purchase.campaign.id }, { title: `${purchase.campaign.label} launched` })).ok}
        />
      )}
      {purchase?.kind === 'surge' && (
        <ConfirmPurchase
          open
          onClose={() => setPurchase(null)}
          title="Audience Surge"
          description={`+${AUDIENCE_SURGE_PERCENT}% fans at your next ${AUDIENCE_SURGE_SHOWS} shows, never more than the venue holds. Surges do not stack: a new one adds its shows.`}
          cost={AUDIENCE_SURGE_COST_USD}
          rows={[{ label: 'Surge shows after', value: `${business.surgeShowsLeft + AUDIENCE_SURGE_SHOWS} (now ${business.surgeShowsLeft})` }]}
          funds={funds}
          confirmLabel="Buy"
          testId="surge-dialog"
          confirmTestId="confirm-surge"
          onConfirm={async () => (await runGameAction('buyAudienceSurge', {}, { title: 'Audience Surge bought' })).ok}
        />
      )}
      {purchase?.kind === 'scouting' && (
        <ConfirmPurchase
          open
          onClose={() => setPurchase(null)}
          title="Elite Scouting"
          description={`${business.eliteProspectName} joins this week's market, where you can sign them on a 5-week deal at their asking salary. The fee does not include the contract, and renewing needs your popularity to reach theirs.`}
          cost={business.eliteProspectCost}
          rows={[{ label: 'Prospect', value: business.eliteProspectName }]}
          funds={funds}
          confirmLabel="Scout"
          testId="scouting-dialog"
          confirmTestId="confirm-scouting"
          onConfirm={async () => {
            const name = business.eliteProspectName;
            const ok = (await runGameAction('buyEliteScouting', {}, { title: `${name} scouted` })).ok;
            if (ok) setScouted(name);
            return ok;
          }}
        />
      )}
    </GamePage>
  );
}

export function ShopPage() {
  return <GameStateGate>{(state) => <ShopView state={state} />}</GameStateGate>;
}
