// /help: the standalone help center, with Back to Game (to /start).
import { ArrowLeft, Mail } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClass } from '#client/components/buttonClass.ts';
import { HashLink } from '#client/components/site/HashLink.tsx';
import { PageHeader } from '#client/components/site/PageHeader.tsx';
import { SiteLayout } from '#client/components/site/SiteLayout.tsx';
import { useDocumentMeta } from '#client/components/site/useDocumentMeta.ts';
import { HelpContent } from './HelpContent.tsx';

export function HelpPage() {
  useDocumentMeta({
    title: 'Help Center',
    description:
      'Main Event Mogul help center: getting started, wrestler stats and contracts, shows and match quality, money, rivals, strategy tips and the game progression.',
  });

  return (
    <SiteLayout>
      <PageHeader eyebrow="Help" title="Help Center" lead="How the game works, from your first signing to a global brand.">
        <Link href="/start" className={buttonClass('secondary', 'md', 'mt-6')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Game
        </Link>
      </PageHeader>
      <div className="mx-auto w-full max-w-6xl px-4 pb-12 sm:px-6">
        <HelpContent />
      </div>
      <div className="mx-auto w-full max-w-6xl px-4 pb-20 sm:px-6">
        <div className="flex flex-col gap-4 rounded-card border border-line bg-surface/90 p-6 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 className="text-lg font-bold">Still stuck?</h2>
            <p className="text-sm text-ink-muted">Ask us: we answer every message by email.</p>
          </div>
          <HashLink section="contact" className={buttonClass('primary', 'md')}>
            <Mail aria-hidden="true" className="size-4" />
            Contact us
          </HashLink>
        </div>
      </div>
    </SiteLayout>
  );
}
