// /show-summary/:showId: a show's results (issue 9). Being built.
import { GamePlaceholderPage } from '../../GamePlaceholderPage.tsx';

export function ShowSummaryPage({ showId }: { showId: string }) {
  return <GamePlaceholderPage title="Show Summary" description={`Ratings, attendance and revenue of show ${showId}.`} />;
}
