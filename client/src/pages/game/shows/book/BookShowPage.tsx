// /shows/:id/book: the card of one show. The header and what the announced card promises, then the
// segments in order (the last is the main event), reordered by dragging (dnd-kit, pointer or keyboard)
// or the move buttons, with the match and promo editors, Auto-book, Clear card and Run show. The synced
// state is the truth: a reorder shows at once and gives way to the synced order when it arrives.
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent, type Modifier } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { ArrowLeft, Eraser, Mic, Play, Plus, Sparkles, Swords } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { Snapshot } from 'valtio';
import { Link } from 'wouter';
import { SHOW_MAX_SEGMENTS } from '#shared/rules/shows.ts';
import type { MatchSegment } from '#shared/sim/shows/show.ts';
import { Button } from '#client/components/Button.tsx';
import { buttonClass } from '#client/components/buttonClass.ts';
import { Modal } from '#client/components/Modal.tsx';
import { Notice } from '#client/components/Notice.tsx';
import { runGameAction } from '#client/net/gameActions.ts';
import type { GameMirror, ShowMirror } from '#client/state/game.ts';
import { GamePage } from '#client/pages/game/GamePage.tsx';
import { GameStateGate } from '#client/pages/game/GameStateGate.tsx';
import { showCardField, showExpectedField } from '#shared/schema/syncedJson.ts';
import { AvailableWrestlers } from './AvailableWrestlers.tsx';
import { CardSegment } from './CardSegment.tsx';
import { MatchEditor } from './MatchEditor.tsx';
import { PromoEditor } from './PromoEditor.tsx';
import { ExpectedPanel, ShowHeader } from './ShowDetails.tsx';
import { JointShowBanner } from './JointShowBanner.tsx';
import { isJointShow, RosterGroups, useBookingRoster } from './jointRoster.tsx';

/** How long the toast naming the rested wrestlers stays, ms: a sentence or two takes longer to read than "Card booked". */
const RESTED_NOTE_MS = 10_000;

/** Segments only move up and down. */
const restrictToVerticalAxis: Modifier = ({ transform }) => ({ ...transform, x: 0 });

type Editor = { kind: 'match'; segment: MatchSegment | null } | { kind: 'promo' } | null;

function BackLink() {
  return (
    <Link href="/shows" className="flex items-center gap-1.5 self-start text-sm font-semibold text-ink-muted hover:text-ink">
      <ArrowLeft aria-hidden="true" className="size-4" />
      All shows
    </Link>
  );
}

/** Auto-book, then the toast saying it filled the card, with who it rested and why when it rested anyone. */
async function autoBookCard(showId: string) {
  const result = await runGameAction('autoBook', { showId });
  if (!result.ok) return;
  const note = result.answer.autoBookNote ?? '';
  const description = ['Auto-book filled the card.', note, 'Change anything you like.'].filter(Boolean).join(' ');
  toast.success('Card booked', note ? { description, duration: RESTED_NOTE_MS } : { description });
}

function ClearCardDialog({ show, onClose }: { show: Snapshot<ShowMirror>; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  async function confirm() {
    setBusy(true);
    const result = await runGameAction('clearCard', { showId: show.id }, { title: 'Card cleared' });
    setBusy(false);
    if (result.ok) onClose();
  }
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title="Clear the card?"
      description={show.name}
      data-testid="clear-card-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Keep the card
          </Button>
          <Button variant="danger" onClick={() => void confirm()} disabled={busy} busy={busy} data-testid="confirm-clear-card">
            Clear {show.segmentCount} {show.segmentCount === 1 ? 'segment' : 'segments'}
          </Button>
        </>
      }
    >
      <p className="text-sm text-ink-muted">Every match and promo is taken off this show. The wrestlers are free to book again, and an empty card can be Auto-booked.</p>
    </Modal>
  );
}

function BookView({ state, show }: { state: Snapshot<GameMirror>; show: Snapshot<ShowMirror> }) {
  const card = showCardField.decode(show.card);
  const expected = showExpectedField.decode(show.expected);
  const [pending, setPending] = useState<{ card: string; order: string[] } | null>(null);
  const [editor, setEditor] = useState<Editor>(null);
  const [clearing, setClearing] = useState(false);
  const [busy, setBusy] = useState(false);
  // A joint show books from both rosters (jointRoster.tsx): the partner's beside the synced one.
  const booking = useBookingRoster(state, show.id, isJointShow(show));
  const roster = booking.roster;
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));

  const syncedOrder = card.map((s) => s.id);
  // A reorder on its way shows until the synced card changes (then the synced order is the truth).
  const order = pending && pending.card === show.card ? pending.order : syncedOrder;
  const byId = new Map(card.map((s, index) => [s.id, { segment: s, index }]));
  const segments = order.map((id) => byId.get(id)).filter((entry) => entry !== undefined);
  const isThisWeek = show.weekIndex === state.calendar.totalWeeksProgressed;
  const full = card.length >= SHOW_MAX_SEGMENTS;
  const hasMatch = card.some((s) => s.kind === 'match');

  const titleOf = (id: string | number) => byId.get(String(id))?.segment.title ?? 'Segment';
  const place = (id: string | number) => `position ${order.indexOf(String(id)) + 1} of ${order.length}`;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${titleOf(active.id)}, ${place(active.id)}.`,
    onDragOver: ({ active, over }) => (over ? `${titleOf(active.id)} moved to ${place(over.id)}.` : `${titleOf(active.id)} is no longer over the card.`),
    onDragEnd: ({ active, over }) => (over ? `${titleOf(active.id)} dropped at ${place(over.id)}.` : `${titleOf(active.id)} dropped.`),
    onDragCancel: ({ active }) => `Moving ${titleOf(active.id)} was cancelled.`,
  };

  async function reorder(next: string[]) {
    setPending({ card: show.card, order: next });
    const result = await runGameAction('reorderSegments', { showId: show.id, order: next });
    if (!result.ok) setPending(null);
  }

  function move(id: string, delta: -1 | 1) {
    const from = order.indexOf(id);
    const to = from + delta;
    if (from < 0 || to < 0 || to >= order.length) return;
    void reorder(arrayMove(order, from, to));
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = order.indexOf(String(active.id));
    const to = order.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    void reorder(arrayMove(order, from, to));
  }

  async function run(action: () => Promise<unknown>) {
    setBusy(true);
    await action();
    setBusy(false);
  }

  return (
    <RosterGroups.Provider value={booking.groups}>
      <GamePage testId="book-page">
        <BackLink />
        <ShowHeader show={show} isThisWeek={isThisWeek} moveContext={{ expected, venueUpgrades: state.business.venueUpgrades }} />
        {booking.partner ? <JointShowBanner show={show} partner={booking.partner} /> : <ExpectedPanel show={show} expected={expected} />}

        <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
          <section aria-labelledby="card-heading" className="flex min-w-0 flex-col gap-3">
            <div className="flex flex-col gap-3">
              <h2 id="card-heading" className="text-lg font-bold whitespace-nowrap">
                The card{' '}
                <span className="text-sm font-medium text-ink-muted" data-testid="card-count">
                  ({card.length} / {SHOW_MAX_SEGMENTS})
                </span>
              </h2>
              <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
                <Button size="sm" onClick={() => setEditor({ kind: 'match', segment: null })} disabled={full || busy} data-testid="add-match">
                  <Plus aria-hidden="true" className="size-4" />
                  Add match
                </Button>
                <Button size="sm" variant="secondary" onClick={() => setEditor({ kind: 'promo' })} disabled={full || busy} data-testid="add-promo">
                  <Mic aria-hidden="true" className="size-4" />
                  Add promo
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => void run(() => autoBookCard(show.id))}
                  disabled={card.length > 0 || busy}
                  busy={busy}
                  title={card.length > 0 ? 'Auto-book fills an empty card: clear the card first.' : undefined}
                  data-testid="auto-book"
                >
                  <Sparkles aria-hidden="true" className="size-4" />
                  Auto-book
                </Button>
                <Button size="sm" variant="ghost" className="text-danger-strong sm:ml-auto" onClick={() => setClearing(true)} disabled={card.length === 0 || busy} data-testid="clear-card">
                  <Eraser aria-hidden="true" className="size-4" />
                  Clear card
                </Button>
              </div>
            </div>

            {card.length === 0 ? (
              <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-line-strong bg-surface/60 px-6 py-10 text-center" data-testid="card-empty">
                <span className="grid size-14 place-items-center rounded-2xl bg-gold-soft text-gold">
                  <Swords aria-hidden="true" className="size-7" />
                </span>
                <p className="text-lg font-bold">Nothing booked yet</p>
                <p className="max-w-md text-sm text-ink-muted">
                  Add matches and promos one by one, or let Auto-book fill the card: titles defended, rivalries settled, the rest paired by rating, the strongest segment last. Cards of 4 segments or more avoid the thin-card penalty.
                </p>
              </div>
            ) : (
              <DndContext sensors={sensors} collisionDetection={closestCenter} modifiers={[restrictToVerticalAxis]} onDragEnd={onDragEnd} accessibility={{ announcements }}>
                <SortableContext items={order} strategy={verticalListSortingStrategy}>
                  <ol className="flex flex-col gap-3" data-testid="card-list" aria-label="Segments in running order; the last is the main event">
                    {segments.map(({ segment, index }, position) => (
                      <CardSegment
                        key={segment.id}
                        segment={segment}
                        position={position}
                        count={segments.length}
                        expected={expected?.segments[index]}
                        roster={roster}
                        championships={state.championships}
                        busy={busy}
                        onEdit={() => segment.kind === 'match' && setEditor({ kind: 'match', segment })}
                        onRemove={() => void run(() => runGameAction('removeSegment', { showId: show.id, segmentId: segment.id }, { title: 'Segment removed', description: segment.title }))}
                        onMove={(delta) => move(segment.id, delta)}
                      />
                    ))}
                  </ol>
                </SortableContext>
              </DndContext>
            )}

            {isThisWeek ? (
              <div className="flex flex-col gap-2 rounded-card border border-gold/40 bg-gold-soft p-4 sm:flex-row sm:items-center sm:justify-between">
                <p className="text-sm">{hasMatch ? 'This show is on this week: run it when the card is ready.' : 'This show is on this week. Book at least one match to run it.'}</p>
                {hasMatch && (
                  <Link href={`/shows/${show.id}/run`} className={buttonClass('primary', 'md')} data-testid="go-run-show">
                    <Play aria-hidden="true" className="size-4" />
                    Run show
                  </Link>
                )}
              </div>
            ) : (
              <p className="text-sm text-ink-muted">This show runs in its week ({`Week ${show.week}, ${show.month} ${show.year}`}); you can book it until then.</p>
            )}
          </section>

          <AvailableWrestlers roster={roster} card={card} />
        </div>

        {editor?.kind === 'match' && (
          <MatchEditor showId={show.id} card={card} roster={roster} championships={state.championships} editing={editor.segment} onClose={() => setEditor(null)} />
        )}
        {editor?.kind === 'promo' && <PromoEditor showId={show.id} card={card} roster={roster} onClose={() => setEditor(null)} />}
        {clearing && <ClearCardDialog show={show} onClose={() => setClearing(false)} />}
      </GamePage>
    </RosterGroups.Provider>
  );
}

function BookOrExplain({ state, showId }: { state: Snapshot<GameMirror>; showId: string }) {
  const show = state.shows[showId];
  if (!show)
    return (
      <GamePage testId="book-page">
        <BackLink />
        <Notice tone="warning" title="Show not found" data-testid="book-not-found" actions={<Link href="/shows" className={buttonClass('primary', 'sm')}>Go to Shows</Link>}>
          This show does not exist, was cancelled, or is an older show no longer kept here. Completed shows are in the history on the Shows page.
        </Notice>
      </GamePage>
    );
  if (show.isComplete)
    return (
      <GamePage testId="book-page">
        <BackLink />
        <Notice
          tone="info"
          title={`${show.name} has already been run`}
          data-testid="book-already-run"
          actions={
            <Link href={`/show-summary/${show.id}`} className={buttonClass('primary', 'sm')} data-testid={`summary-${show.id}`}>
              See the results
            </Link>
          }
        >
          Its card can no longer change.
        </Notice>
      </GamePage>
    );
  return <BookView state={state} show={show} />;
}

export function BookShowPage({ showId }: { showId: string }) {
  return <GameStateGate>{(state) => <BookOrExplain state={state} showId={showId} />}</GameStateGate>;
}
