// /championships: titles and their lineage (issue 9). Being built.
import { GamePlaceholderPage } from '../GamePlaceholderPage.tsx';

export function ChampionshipsPage() {
  return <GamePlaceholderPage title="Championships" description="Create titles and follow their lineage." />;
}
