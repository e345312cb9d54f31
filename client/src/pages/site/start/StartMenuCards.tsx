// The start menu's cards: Continue (when a game exists), Start New Game, Sample Game, Load Game, Multiplayer.
import { Crown, FolderOpen, Play, Sparkles, Users } from 'lucide-react';
import type { Snapshot } from 'valtio';
import { Link } from 'wouter';
import { STARTING_FUNDS_USD } from '#shared/rules/federation.ts';
import { SAMPLE_GAME_FUNDS_USD, SAMPLE_GAME_POPULARITY, SAMPLE_GAME_ROSTER_SIZE, SAMPLE_GAME_START } from '#shared/rules/sampleGame.ts';
import { Button } from '#client/components/Button.tsx';
import { buttonClass } from '#client/components/buttonClass.ts';
import { formatUsd } from '#client/lib/format.ts';
import type { GameMirror } from '#client/state/game.ts';
import { StartMenuCard } from './StartMenuCard.tsx';

export interface StartMenuCardsProps {
  state: Snapshot<GameMirror> | null;
  gameExists: boolean;
  startingNew: boolean;
  startingSample: boolean;
  onNewGame: () => void;
  onSampleGame: () => void;
  onLoadGame: () => void;
}

export function StartMenuCards({ state, gameExists, startingNew, startingSample, onNewGame, onSampleGame, onLoadGame }: StartMenuCardsProps) {
  const busy = startingNew || startingSample;
  const continueHref = state?.gameStarted ? '/dashboard' : '/setup';
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {gameExists && (
        <StartMenuCard
          highlight
          icon={Play}
          title="Continue"
          description={state?.gameStarted ? `Jump back into ${state.federation.name || 'your federation'} and book the next week.` : 'Finish setting up your new federation.'}
          testId="start-continue"
          action={
            <Link href={continueHref} className={buttonClass('primary', 'md', 'w-full')} data-testid="open-game">
              <Play aria-hidden="true" className="size-4" />
              {state?.gameStarted ? 'Open Game' : 'Finish Setup'}
            </Link>
          }
        />
      )}
      <StartMenuCard
        highlight={!gameExists}
        icon={Sparkles}
        title="Start New Game"
        description={`Found a brand-new federation: ${formatUsd(STARTING_FUNDS_USD)}, a name, a logo and big dreams.`}
        testId="start-new-game"
        action={
          <Button variant={gameExists ? 'secondary' : 'primary'} fullWidth onClick={onNewGame} busy={startingNew} disabled={busy || !state} data-testid="new-game">
            {!startingNew && <Sparkles aria-hidden="true" className="size-4" />}
            New Game
          </Button>
        }
      />
      <StartMenuCard
        icon={Crown}
        title="Sample Game"
        description={`See the late game at once: a federation at the top with ${SAMPLE_GAME_ROSTER_SIZE} stars, ${formatUsd(SAMPLE_GAME_FUNDS_USD)} and popularity ${SAMPLE_GAME_POPULARITY}, from ${SAMPLE_GAME_START.month} ${SAMPLE_GAME_START.year}.`}
        testId="start-sample-game"
        action={
          <Button variant="secondary" fullWidth onClick={onSampleGame} busy={startingSample} disabled={busy || !state} data-testid="sample-game">
            {!startingSample && <Crown aria-hidden="true" className="size-4" />}
            Sample Game
          </Button>
        }
      />
      <StartMenuCard
        icon={FolderOpen}
        title="Load Game"
        description="Continue from one of your two save slots."
        testId="start-load-game"
        action={
          <Button variant="secondary" fullWidth onClick={onLoadGame} data-testid="load-game">
            <FolderOpen aria-hidden="true" className="size-4" />
            Load Game
          </Button>
        }
      />
      <StartMenuCard
        icon={Users}
        title="Multiplayer"
        description="Run federations in a shared world with other players."
        unavailable="Coming Soon"
        testId="start-multiplayer"
      />
    </div>
  );
}
