// Support (#support): Donate Now (one-time) and Join Patreon (monthly) when configured; the ways to
// help that cost nothing are always there.
import { Coffee, ExternalLink, Heart, MessageSquareHeart, Share2 } from 'lucide-react';
import { buttonClass } from '#client/components/buttonClass.ts';
import { SectionHeading } from '#client/components/site/PageHeader.tsx';
import type { SupportLinks } from './supportLinks.ts';

export function SupportSection({ links }: { links: SupportLinks }) {
  const hasButtons = Boolean(links.donate || links.patreon);
  return (
    <section id="support" aria-labelledby="support-title" className="scroll-mt-20 px-4 py-14 sm:px-6 sm:py-20">
      <div className="mx-auto grid w-full max-w-6xl items-center gap-10 rounded-[1.5rem] border border-gold/25 bg-linear-to-br from-gold-soft via-surface to-surface p-8 shadow-glow sm:p-12 lg:grid-cols-[1.2fr_1fr]">
        <div>
          <SectionHeading
            id="support-title"
            eyebrow="Support"
            title="Keep the lights on in the arena"
            intro="Main Event Mogul is free, with no ads and no trackers. If you enjoy it, here is how you can help us keep building it."
          />
          {hasButtons && (
            <div className="mt-8 flex flex-col gap-3 sm:flex-row" data-testid="support-buttons">
              {links.donate && (
                <a href={links.donate} target="_blank" rel="noopener noreferrer" className={buttonClass('primary', 'lg')}>
                  <Heart aria-hidden="true" className="size-5" />
                  Donate Now
                  <span className="sr-only"> (one-time donation, opens in a new tab)</span>
                </a>
              )}
              {links.patreon && (
                <a href={links.patreon} target="_blank" rel="noopener noreferrer" className={buttonClass('secondary', 'lg')}>
                  <Coffee aria-hidden="true" className="size-5" />
                  Join Patreon
                  <span className="sr-only"> (monthly support, opens in a new tab)</span>
                  <ExternalLink aria-hidden="true" className="size-4 text-ink-subtle" />
                </a>
              )}
            </div>
          )}
          {hasButtons && (
            <p className="mt-3 text-sm text-ink-subtle">
              {links.donate && 'Donate Now is a one-time donation. '}
              {links.patreon && 'Patreon is monthly support you can stop at any time.'}
            </p>
          )}
        </div>
        <ul className="grid gap-4">
          <li className="flex gap-4 rounded-xl border border-line bg-canvas/50 p-4">
            <Share2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold" />
            <div>
              <p className="font-semibold">Tell a friend</p>
              <p className="text-sm text-ink-muted">Every new promoter makes the game worth building.</p>
            </div>
          </li>
          <li className="flex gap-4 rounded-xl border border-line bg-canvas/50 p-4">
            <MessageSquareHeart aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold" />
            <div>
              <p className="font-semibold">Send us feedback</p>
              <p className="text-sm text-ink-muted">Bugs, ideas and wishes shape the roadmap. Use the form above or the Feedback tab in the game.</p>
            </div>
          </li>
        </ul>
      </div>
    </section>
  );
}
