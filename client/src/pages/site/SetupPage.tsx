// /setup: federation setup, built by the next update. Signed-in only.
import { ComingSoon } from '../../components/ComingSoon.tsx';
import { SiteLayout } from '../../components/SiteLayout.tsx';

export function SetupPage() {
  return (
    <SiteLayout>
      <div className="flex flex-1 items-center px-4 py-16 sm:px-6">
        <ComingSoon
          title="Federation Setup"
          description="Name your federation and pick its logo."
          backHref="/start"
          backLabel="Back to Start"
        />
      </div>
    </SiteLayout>
  );
}
