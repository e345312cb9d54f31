// The show summary's "What the fans said": the comments the night drew (at most two, often none).
import { MessagesSquare } from 'lucide-react';
import { Card } from '#client/components/Card.tsx';
import { FanCommentList } from '#client/pages/game/fans/FanCommentList.tsx';
import { useFanComments } from '#client/pages/game/fans/useFanComments.ts';

export function ShowFanComments({ showId }: { showId: string }) {
  const query = useFanComments(showId, showId);
  const comments = query.data;
  return (
    <Card padded={false} className="px-4 py-3 sm:px-5" role="region" aria-labelledby="summary-fans-title" data-testid="summary-fans">
      <h2 id="summary-fans-title" className="flex items-center gap-1.5 text-[11px] font-semibold tracking-wider text-ink-subtle uppercase">
        <MessagesSquare aria-hidden="true" className="size-3.5 text-gold" />
        What the fans said
      </h2>
      <div className="mt-3">
        {comments === null || comments === undefined ? (
          <p className="text-sm text-ink-muted" role={query.status === 'error' ? 'alert' : 'status'}>
            {query.status === 'error' ? query.error.message : 'Reading the fans...'}
          </p>
        ) : comments.length === 0 ? (
          <p className="text-sm text-ink-muted">Nothing worth talking about: the fans save their words for the nights that stand out.</p>
        ) : (
          <FanCommentList comments={comments} testId="summary-fan-comment" />
        )}
      </div>
    </Card>
  );
}
