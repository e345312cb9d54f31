// /roster: My Roster, Weekly Market and Free Agents (issue 8). Being built.
import { GamePlaceholderPage } from '../GamePlaceholderPage.tsx';

export function RosterPage() {
  return <GamePlaceholderPage title="Roster" description="Sign, manage and release the wrestlers of your federation." />;
}
