// /shop: marketing campaigns and in-game items (issue 10). Being built.
import { GamePlaceholderPage } from '../GamePlaceholderPage.tsx';

export function ShopPage() {
  return <GamePlaceholderPage title="Shop" description="Campaigns, audience surges and elite scouting." />;
}
