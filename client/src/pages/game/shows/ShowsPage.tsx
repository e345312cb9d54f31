// /shows: the federation's shows (issue 9). Being built.
import { GamePlaceholderPage } from '../GamePlaceholderPage.tsx';

export function ShowsPage() {
  return <GamePlaceholderPage title="Shows" description="Schedule your weekly shows and pay-per-views." />;
}
