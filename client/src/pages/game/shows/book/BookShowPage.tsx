// /shows/:id/book: the card of one show (issue 9). Being built.
import { GamePlaceholderPage } from '../../GamePlaceholderPage.tsx';

export function BookShowPage({ showId }: { showId: string }) {
  return <GamePlaceholderPage title="Book Show" description={`Build the match card for show ${showId}.`} />;
}
