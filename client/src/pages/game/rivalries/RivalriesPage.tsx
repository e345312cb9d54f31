// /rivalries: feuds and their intensity (issue 9). Being built.
import { GamePlaceholderPage } from '../GamePlaceholderPage.tsx';

export function RivalriesPage() {
  return <GamePlaceholderPage title="Rivalries" description="Build feuds that sell tickets." />;
}
