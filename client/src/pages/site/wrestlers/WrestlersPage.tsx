// /wrestlers: the public wrestler database. The page frame, title and description show at once; the
// catalog (with the wrestler data and portraits) loads in its own chunk so the landing page stays light.
import { lazy, Suspense } from 'react';
import { Spinner } from '#client/components/Spinner.tsx';
import { PageHeader } from '#client/components/site/PageHeader.tsx';
import { SiteLayout } from '#client/components/site/SiteLayout.tsx';
import { useDocumentMeta } from '#client/components/site/useDocumentMeta.ts';

const WrestlersCatalog = lazy(() => import('./WrestlersCatalog.tsx').then((m) => ({ default: m.WrestlersCatalog })));

export const WRESTLERS_META = {
  title: 'Wrestlers Database',
  description:
    'Browse every original wrestler in Main Event Mogul: search by name or country, filter by category from S to F and compare skills, popularity and salary.',
};

function CatalogLoading() {
  return (
    // As tall as a screen, so the footer does not jump when the catalog arrives.
    <div role="status" className="flex min-h-dvh items-start justify-center gap-3 py-24 text-ink-muted">
      <Spinner />
      Loading wrestlers...
    </div>
  );
}

export function WrestlersPage() {
  useDocumentMeta(WRESTLERS_META);

  return (
    <SiteLayout>
      <PageHeader
        eyebrow="Scout the talent"
        title="Wrestlers Database"
        lead="Every wrestler you can sign in Main Event Mogul, from raw rookies to established main-eventers. Search, filter by category and compare skills before you make an offer."
      >
        <p className="mt-4 max-w-2xl text-sm text-ink-muted">
          <span className="font-semibold text-ink">How ratings work:</span> rating = popularity ×1.2 + strength + agility + technical +
          charisma ×0.75. Category S starts at 446, A at 396, B at 347, C at 248, D at 198 and E at 149; below that is F.
        </p>
      </PageHeader>
      <Suspense fallback={<CatalogLoading />}>
        <WrestlersCatalog />
      </Suspense>
    </SiteLayout>
  );
}
