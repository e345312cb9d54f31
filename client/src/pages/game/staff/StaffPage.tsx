// /staff: hired staff, candidates and reports (issue 8). Being built.
import { GamePlaceholderPage } from '../GamePlaceholderPage.tsx';

export function StaffPage() {
  return <GamePlaceholderPage title="Staff" description="Hire the people who run your federation." />;
}
