// /game-over: the end of a federation the bank closed (docs/rules/ledger.md "When the money runs out"). It
// tells the federation's story in figures (getFederationStory: founded, weeks run, shows, its best show,
// peak popularity, titles, final funds), links its whole story (/history, open after the closing) and offers
// the two ways on: a New Game, or loading a save.
import { Calendar, Crown, Landmark, Star, TrendingUp, Trophy, Tv, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { useLocation } from 'wouter';
import { Button } from '#client/components/Button.tsx';
import { Card } from '#client/components/Card.tsx';
import { RetryNotice } from '#client/components/RetryNotice.tsx';
import { Spinner } from '#client/components/Spinner.tsx';
import { formatUsd } from '#client/lib/format.ts';
import { requestCommand } from '#client/net/gameConnection.ts';
import { useWorldQuery } from '#client/net/useWorldQuery.ts';
import { GamePage } from '../GamePage.tsx';


export function GameOverPage() {
  const [, navigate] = useLocation();
  const load = useWorldQuery('getFederationStory', {}, { select: (answer) => answer.story, missing: 'The story could not be read.' });
  const [starting, setStarting] = useState(false);

  async function newGame() {
    setStarting(true);
    const result = await requestCommand('newGame');
    setStarting(false);
    if (result.ok) navigate('/setup');
    else toast.error('Error', { description: 'Failed to start new game' });
  }

  const story = load.status === 'ready' ? load.data : null;
  return (
    <GamePage testId="game-over-page" className="max-w-3xl">
      <header className="flex flex-col items-center gap-2 pt-4 text-center">
        <p className="text-xs font-semibold tracking-[0.3em] text-danger-strong uppercase">Game over</p>
        <h1 className="text-3xl font-black tracking-tight uppercase italic sm:text-4xl" data-testid="game-over-title">
          {story ? `${story.name} has closed` : 'Your federation has closed'}
        </h1>
        <p className="max-w-xl text-sm text-ink-muted">
          The bank called its loan in after the repayments went unpaid week after week.{story?.closed ? ` The doors shut in ${story.closed}.` : ''} Every story ends; the next one starts with a New Game.
        </p>
      </header>

      {load.status === 'loading' && (
        <Card className="flex items-center justify-center gap-3 py-12 text-ink-muted" data-testid="game-over-loading">
          <Spinner />
          Reading the federation’s story…
        </Card>
      )}
      {load.status === 'error' && (
        <RetryNotice
          title="The story could not be loaded"
          message={load.error.message}
          onRetry={load.retry}
        />
      )}
      {story && (
        <section aria-labelledby="story-title" className="flex flex-col gap-3" data-testid="federation-story">
          <h2 id="story-title" className="sr-only">
            The federation’s story
          </h2>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            <StoryFigure icon={Calendar} label="Founded" value={story.founded} testId="story-founded" />
            <StoryFigure icon={Calendar} label="Weeks run" value={String(story.weeksRun)} testId="story-weeks" />
            <StoryFigure icon={Tv} label="Shows run" value={String(story.showsRun)} testId="story-shows" />
            <StoryFigure icon={TrendingUp} label="Peak popularity" value={story.peakPopularity.toFixed(1)} testId="story-peak" />
            <StoryFigure icon={Landmark} label="Final funds" value={formatUsd(story.finalFunds)} testId="story-funds" />
            <StoryFigure icon={Landmark} label="Bank loans taken" value={String(story.loansTaken)} testId="story-loans" />
          </div>
          <Card className="flex flex-col gap-2" data-testid="story-best-show">
            <h3 className="flex items-center gap-2 text-sm font-bold">
              <Star aria-hidden="true" className="size-4 text-gold" />
              Best show
            </h3>
            {story.bestShow ? (
              <p className="text-sm text-ink-muted">
                <strong className="text-ink">{story.bestShow.name}</strong> ({story.bestShow.date}): {story.bestShow.rating.toFixed(1)} stars before {story.bestShow.attendance.toLocaleString('en-US')} fans.
              </p>
            ) : (
              <p className="text-sm text-ink-muted">No show was ever run.</p>
            )}
          </Card>
          <Card className="flex flex-col gap-2" data-testid="story-titles">
            <h3 className="flex items-center gap-2 text-sm font-bold">
              <Trophy aria-hidden="true" className="size-4 text-gold" />
              Titles
            </h3>
            {story.titles.length ? (
              <ul className="flex flex-col gap-1 text-sm">
                {story.titles.map((title) => (
                  <li key={title.name} className="flex items-center gap-2">
                    <Crown aria-hidden="true" className="size-4 shrink-0 text-gold" />
                    <span>
                      {title.name}: <span className="text-ink-muted">{title.holderName ?? 'vacant'}</span>
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-ink-muted">No championship was created.</p>
            )}
          </Card>
        </section>
      )}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-center">
        <Button variant="secondary" size="lg" onClick={() => navigate('/start')} data-testid="game-over-load">
          Load a save
        </Button>
        <Button variant="secondary" size="lg" onClick={() => navigate('/history')} data-testid="game-over-history">
          Read its history
        </Button>
        <Button size="lg" onClick={() => void newGame()} busy={starting} disabled={starting} data-testid="game-over-new-game">
          Start a New Game
        </Button>
      </div>
    </GamePage>
  );
}

function StoryFigure({ icon: Icon, label, value, testId }: { icon: LucideIcon; label: string; value: string; testId: string }) {
  return (
    <Card padded={false} className="flex flex-col gap-1 p-4">
      <span className="flex items-center gap-1.5 text-xs font-medium text-ink-muted">
        <Icon aria-hidden="true" className="size-3.5 text-gold" />
        {label}
      </span>
      <span className="text-lg font-black tracking-tight tabular-nums" data-testid={testId}>
        {value}
      </span>
    </Card>
  );
}
