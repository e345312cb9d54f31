// /shows/:id/run (bare): the show played live (issue 9). Being built.
import { BarePlaceholderPage } from '../../BarePlaceholderPage.tsx';

export function RunShowPage({ showId }: { showId: string }) {
  return <BarePlaceholderPage title="Run Show" description={`Watch show ${showId} unfold match by match.`} />;
}
