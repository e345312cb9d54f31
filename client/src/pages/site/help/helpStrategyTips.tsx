// The help center's Strategy & Tips: what experienced promoters do.
// Figures follow the spec and docs/game-rules.md; keep them in step when rules change.
import type { HelpSection } from './helpTopics.tsx';

export const STRATEGY_TIPS: HelpSection = {
  id: 'strategy-tips',
  title: 'Strategy & Tips',
  intro: 'What experienced promoters do.',
  topics: [
    {
      id: 'run-every-week',
      title: 'Run a show every week',
      body: <p>Every quiet week costs 0.2 popularity. A small show in a full club is better than no show at all.</p>,
    },
    {
      id: 'fill-the-building',
      title: 'Fill the building before you grow it',
      body: (
        <p>
          A sold-out 800-seat club looks and pays better than a half-empty arena. Move up a venue size when you keep selling out, not before.
        </p>
      ),
    },
    {
      id: 'spend-slowly',
      title: 'Spend slowly in the first month',
      body: (
        <p>
          Your $50,000 has to last until the shows pay for themselves. Sign 6-8 wrestlers, keep most of them on Per Appearance contracts, and
          invest once you have a weekly profit.
        </p>
      ),
    },
    {
      id: 'keep-promises',
      title: 'Keep your promises',
      body: (
        <p>
          A kept promise lifts a wrestler's morale; a broken one drops it, and a wrestler who gave you an ultimatum may quit and refuse to come back
          for 12 weeks.
        </p>
      ),
    },
    {
      id: 'save-before-risks',
      title: 'Save before a big decision',
      body: <p>The game autosaves to the slot you are playing. Before a risky signing or a war with a rival, save to the other slot: you play on there, and the slot you left keeps the game as it was, to load if it goes wrong. A new game plays in slot 1.</p>,
    },
  ],
};
