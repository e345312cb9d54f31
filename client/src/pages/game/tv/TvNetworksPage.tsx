// /tv-networks: networks, offers and broadcast deals (issue 10). Being built.
import { GamePlaceholderPage } from '../GamePlaceholderPage.tsx';

export function TvNetworksPage() {
  return <GamePlaceholderPage title="TV Networks" description="Negotiate TV deals and grow your audience." />;
}
