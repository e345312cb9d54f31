// A public page that a later update builds: the site frame around a "Coming soon" panel.
import { ComingSoon } from '#client/components/ComingSoon.tsx';
import { SiteLayout } from '#client/components/SiteLayout.tsx';

export function PublicPlaceholderPage({ title, description }: { title: string; description: string }) {
  return (
    <SiteLayout>
      <div className="flex flex-1 items-center px-4 py-16 sm:px-6">
        <ComingSoon title={title} description={description} backHref="/" backLabel="Back to Home" />
      </div>
    </SiteLayout>
  );
}
