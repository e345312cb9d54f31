// /game/help: the help center's content inside the game shell.
import { useDocumentMeta } from '#client/components/site/useDocumentMeta.ts';
import { HelpContent } from '#client/pages/site/help/HelpContent.tsx';
import { GamePage } from '../GamePage.tsx';

export function GameHelpPage() {
  useDocumentMeta({ title: 'Game Help', description: 'How each part of Main Event Mogul works: roster, shows, money, rivals and saving.' });
  return (
    <GamePage testId="game-help">
      <div>
        <p className="text-xs font-semibold tracking-[0.2em] text-gold uppercase">Help</p>
        <h1 className="mt-1 text-3xl font-black tracking-tight uppercase italic">Game Help</h1>
      </div>
      <HelpContent />
    </GamePage>
  );
}
