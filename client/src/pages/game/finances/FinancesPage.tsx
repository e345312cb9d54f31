// /finances: the weekly ledger and charts (issue 8). Being built.
import { GamePlaceholderPage } from '../GamePlaceholderPage.tsx';

export function FinancesPage() {
  return <GamePlaceholderPage title="Finances" description="Income, expenses and the health of your business." />;
}
