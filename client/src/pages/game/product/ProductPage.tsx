// /product: product investments and venue upgrades (issue 10). Being built.
import { GamePlaceholderPage } from '../GamePlaceholderPage.tsx';

export function ProductPage() {
  return <GamePlaceholderPage title="Product" description="Merchandising, advertising, production and venue upgrades." />;
}
