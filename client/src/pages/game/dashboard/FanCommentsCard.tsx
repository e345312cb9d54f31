// The dashboard's "What the fans say": the newest few fan comments (rare by design: each says something
// about the week the player can act on), with the followers each moves; the social media report explains
// the followers. Asked with getFanComments whenever a week passes or a show is run.
import { MessagesSquare } from 'lucide-react';
import { Spinner } from '#client/components/Spinner.tsx';
import { FanCommentList } from '../fans/FanCommentList.tsx';
import { useFanComments } from '../fans/useFanComments.ts';
import { EmptyState, SectionCard } from './SectionCard.tsx';

/** Comments the card shows: the newest, about a week's worth at the weekly cap. */
export const DASHBOARD_FAN_COMMENTS = 3;

/** `showsRun`: anything that changes when a show is run (the dashboard passes the synced run shows' ids). */
export function FanCommentsCard({ weeksPlayed, showsRun }: { weeksPlayed: number; showsRun: string }) {
  const query = useFanComments(`${weeksPlayed}:${showsRun}`);
  const comments = query.data?.slice(0, DASHBOARD_FAN_COMMENTS) ?? null;
  return (
    <SectionCard title="What the fans say" icon={MessagesSquare} viewAllHref="/staff" viewAllLabel="Social media" testId="fan-comments">
      {comments === null && query.status === 'loading' && (
        <p className="flex items-center gap-2 py-6 text-sm text-ink-muted" role="status">
          <Spinner size="sm" className="text-gold" />
          Reading the fans...
        </p>
      )}
      {comments === null && query.status === 'error' && (
        <p className="text-sm text-danger-strong" role="alert">
          {query.error.message}
        </p>
      )}
      {comments !== null &&
        (comments.length === 0 ? (
          <EmptyState icon={MessagesSquare} title="The fans are quiet">
            <p className="max-w-sm text-sm text-ink-muted">They speak up when something is worth talking about: a great main event, a botched title change, a star left off the card, a promise broken.</p>
          </EmptyState>
        ) : (
          <FanCommentList comments={comments} />
        ))}
    </SectionCard>
  );
}
