// /wrestler/:wrestlerId: a wrestler's profile (issue 8). Being built.
import { GamePlaceholderPage } from '../GamePlaceholderPage.tsx';

export function WrestlerPage({ wrestlerId }: { wrestlerId: string }) {
  return <GamePlaceholderPage title="Wrestler Profile" description={`Stats, contract and history of ${wrestlerId}.`} />;
}
