// The setup screen's informational cards: starting resources, core features, pro tips.
import { Coins, Lightbulb, Sparkles, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { WRESTLERS } from '#shared/data/wrestlers.ts';
import { AI_INITIAL_TIERS } from '#shared/rules/ai.ts';
import { formatDate, startingCalendar } from '#shared/rules/calendar.ts';
import { STARTING_FUNDS_USD, STARTING_POPULARITY, WEEKLY_MARKET_SIZE } from '#shared/rules/federation.ts';
import { Card } from '#client/components/Card.tsx';
import { formatUsd } from '#client/lib/format.ts';

function InfoCard({ icon: Icon, title, children, testId }: { icon: LucideIcon; title: string; children: ReactNode; testId: string }) {
  return (
    <Card className="flex flex-col gap-3" data-testid={testId}>
      <h2 className="flex items-center gap-2 font-bold tracking-tight">
        <Icon aria-hidden="true" className="size-5 text-gold" />
        {title}
      </h2>
      {children}
    </Card>
  );
}

// Figures from the rules and the catalog, so the words follow the game when it changes.
const resources = [
  { label: 'Budget', value: formatUsd(STARTING_FUNDS_USD) },
  { label: 'Popularity', value: String(STARTING_POPULARITY) },
  { label: 'Market size', value: `${WEEKLY_MARKET_SIZE} wrestlers` },
  { label: 'Start date', value: formatDate(startingCalendar()) },
];

const features = [
  `Sign wrestlers from a market of ${WRESTLERS.length} original talents`,
  'Book weekly shows and build match cards',
  'Create championships and crown champions',
  'Start rivalries that sell tickets',
  'Land TV deals and grow your finances',
  `Compete with ${AI_INITIAL_TIERS.length} rival federations for wrestlers, TV networks and the global ranking`,
];

const tips = [
  'Sign 6-8 wrestlers to start: enough for a full card without draining your budget.',
  'Book a show every week. Weeks without a completed show cost popularity.',
  'Watch wages against revenue before you add expensive stars.',
  'Before big decisions, save to the other slot: you play on there, and the first keeps your way back.',
];

export function SetupInfoCards() {
  return (
    <div className="flex flex-col gap-4">
      <InfoCard icon={Coins} title="Starting Resources" testId="starting-resources">
        <dl className="grid grid-cols-2 gap-2">
          {resources.map((item) => (
            <div key={item.label} className="rounded-lg border border-line bg-raised/50 px-3 py-2">
              <dt className="text-[10px] font-semibold tracking-[0.16em] text-ink-subtle uppercase">{item.label}</dt>
              <dd className="text-sm font-bold text-ink">{item.value}</dd>
            </div>
          ))}
        </dl>
      </InfoCard>
      <InfoCard icon={Sparkles} title="Core Features" testId="core-features">
        <ul className="flex flex-col gap-1.5 text-sm text-ink-muted">
          {features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-gold" />
              {feature}
            </li>
          ))}
        </ul>
      </InfoCard>
      <InfoCard icon={Lightbulb} title="Pro Tips" testId="pro-tips">
        <ul className="flex flex-col gap-2 text-sm text-ink-muted">
          {tips.map((tip) => (
            <li key={tip} className="rounded-lg border border-line bg-raised/40 px-3 py-2">
              {tip}
            </li>
          ))}
        </ul>
      </InfoCard>
    </div>
  );
}
